// Photo uploads to one part at the same moment (issue 28.6): the count and
// the next position are read under the part's lock, so parallel uploads never
// pass the 20-photo limit and never collide on a position. PostgreSQL only:
// PGlite is one connection, a race there proves nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

const MAX_PHOTOS = 20;
const UPLOADS = 26;

const photo = (n: number) =>
  sharp({ create: { width: 200, height: 150, channels: 3, background: { r: n * 9, g: 80, b: 120 } } })
    .jpeg()
    .toBuffer();

describe.runIf(process.env.TEST_DATABASE_URL)('[REST][ADMIN][CATALOG] parallel photo uploads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    admin = await t.bearer('admin');
  });
  afterAll(() => t.close());

  const upload = (partId: number, bytes: Buffer, n: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/parts/${partId}/photos?fileName=photo-${n}.jpg`,
      headers: { ...admin, 'content-type': 'image/jpeg' },
      payload: bytes,
    });

  async function partWithPhotos(partNumber: string, existing: number): Promise<number> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: admin,
      payload: { name: 'Фара', partNumber, category: 'engine', price: 100 },
    });
    const partId = created.json().id as number;
    for (let i = 0; i < existing; i++) expect((await upload(partId, await photo(i), i)).statusCode).toBe(201);
    return partId;
  }

  it.each([0, 15])(
    '%i photos, then 26 at once: 20 in all, dense positions, the rest refused in Russian',
    async (existing) => {
      const partId = await partWithPhotos(`RACE-${existing}`, existing);
      const files = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i)));
      const answers = await Promise.all(files.map((bytes, i) => upload(partId, bytes, i)));

      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PHOTOS - existing);
      const refused = answers.filter((res) => res.statusCode !== 201);
      expect(refused).toHaveLength(UPLOADS - (MAX_PHOTOS - existing));
      for (const res of refused) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('У товара не больше 20 фотографий');
      }
      const positions = await t.db
        .selectFrom('part_images')
        .select('position')
        .where('part_id', '=', partId)
        .orderBy('position')
        .execute();
      expect(positions.map((row) => row.position)).toEqual(Array.from({ length: MAX_PHOTOS }, (_, i) => i));
      // The refused uploads leave no files behind: three renditions per stored picture
      // (the same picture uploaded twice is stored once: its name is its hash).
      const stored = await t.db
        .selectFrom('part_images')
        .select((eb) => eb.fn.count<string>('file_key').distinct().as('n'))
        .executeTakeFirstOrThrow();
      expect(await t.deps.files.list('photos/')).toHaveLength(3 * Number(stored.n));
    },
  );
});
