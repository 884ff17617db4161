// Photos kept in an S3-compatible store: uploaded through the REST route,
// served by the shop under a content-hashed name with a year's cache, and a
// clear 503 while the store is down.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from '@shop/storage';
import { startS3TestServer, type S3TestServer } from '@shop/storage/testing';
import { createTestApp } from '../testing/testApp';

const png = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#2d7dd2' } })
    .png()
    .toBuffer();

describe('[ADMIN][CATALOG] part photos in an S3 store', () => {
  let s3: S3TestServer;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: { authorization: string };
  let partId: number;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp('pglite', { files: createS3FileStore(s3.config) });
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    admin = await t.bearer('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: admin,
      payload: { name: 'Фара', partNumber: 'HL-S3', category: 'engine', price: 100 },
    });
    partId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = async (bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/parts/${partId}/photos?fileName=fara.png`,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: bytes,
    });

  it('serves an uploaded photo from the store, named by its content, cached for a year', async () => {
    const bytes = await png(600);
    const res = await upload(bytes);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json() as Array<{ url: string }>;
    const again = await upload(bytes); // the same picture: the same address
    expect((again.json() as Array<{ url: string }>)[1]!.url).toBe(photo!.url);

    const small = photo!.url.replace('-960.webp', '-160.webp');
    const served = await t.app.inject({ method: 'GET', url: small });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(160);
    const missing = await t.app.inject({ method: 'GET', url: `/media/parts/${'0'.repeat(32)}-160.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 503 in Russian while the store is down, and keeps the photos it had', async () => {
    const photos = () =>
      t.db.selectFrom('part_images').select(['id', 'url']).where('part_id', '=', partId).execute();
    const before = await photos();
    const url = before[0]!.url;
    const files = t.deps.files;
    t.deps.files = createS3FileStore({ ...s3.config, url: 'http://127.0.0.1:9' });
    try {
      const refused = await upload(await png(400));
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'Хранилище файлов временно недоступно. Повторите попытку через несколько секунд.',
      );
    } finally {
      t.deps.files = files;
    }
    expect(await photos()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
