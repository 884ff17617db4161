// Photo uploads: the type is read from the content, metadata is dropped,
// WebP renditions are written, and photos can be reordered and removed.
import sharp from 'sharp';
import { createLocalFileStore, type FileStore } from '@shop/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { describeError } from '../../errors';
import { sniffPhotoType } from './photoFiles';
import { pdfImageSizes } from '@shop/documents/readPdf';

const image = (format: 'jpeg' | 'png' | 'webp', width = 1200) =>
  sharp({ create: { width, height: 800, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .withExif({ IFD0: { Copyright: 'Secret GPS owner' } })
    .toBuffer();
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('[ADMIN][CATALOG] part photos', () => {
  let kit: ApiTestKit;
  let admin: Awaited<ReturnType<ApiTestKit['signIn']>>;
  let files: FileStore;
  let partId: number;
  const stored = (key: string, width: number) => files.get(`photos/${key}-${width}.webp`);
  const keyOf = (url: string) => /\/media\/parts\/([0-9a-f]{32})-960\.webp$/.exec(url)![1]!;
  beforeAll(async () => {
    kit = await createApiTestKit('pglite');
    files = kit.deps.files;
    admin = await kit.signIn('admin');
    partId = (await kit.addPart()).id;
  });
  afterAll(() => kit.close());

  it('tells images from other files by their first bytes', async () => {
    expect(sniffPhotoType(await image('jpeg'))).toBe('jpeg');
    expect(sniffPhotoType(await image('png'))).toBe('png');
    expect(sniffPhotoType(await image('webp'))).toBe('webp');
    expect(sniffPhotoType(Buffer.from('<!doctype html><html><body>hi</body></html>'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('refuses a .jpg that is really HTML, in Russian, and stores nothing', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    await expect(
      admin.caller.admin.catalog.addPhoto({ partId, fileName: 'photo.jpg', contentBase64: b64(html) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Файл «photo.jpg» — не изображение JPEG, PNG или WebP',
    });
    // A JPEG header on garbage is refused when decoding.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(
      admin.caller.admin.catalog.addPhoto({ partId, fileName: 'broken.jpg', contentBase64: b64(fake) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Файл «broken.jpg» не удалось прочитать как изображение',
    });
    expect((await admin.caller.admin.catalog.part({ id: partId })).photos).toEqual([]);
  });

  it('writes WebP renditions without metadata, and the buyer sees the photo', async () => {
    const photos = await admin.caller.admin.catalog.addPhoto({
      partId,
      fileName: 'front.png',
      contentBase64: b64(await image('png')),
    });
    expect(photos).toHaveLength(1);
    const key = keyOf(photos[0]!.url);
    for (const width of [160, 480, 960]) {
      const file = await stored(key, width);
      const meta = await sharp(file!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
    const [item] = (await (await kit.callerFor(admin.token)).catalog.search({ query: '' })).items.filter(
      (p) => p.id === partId,
    );
    expect(item?.images).toEqual([photos[0]!.url]);
  });

  it('puts the photo into a buyer’s commercial offer (its smallest rendition, as PNG)', async () => {
    const buyer = await kit.signIn('user');
    const offer = await buyer.caller.orders.documents.commercialOfferPdf({
      items: [{ partId, quantity: 2 }],
    });
    const pdf = Buffer.from(offer.contentBase64, 'base64');
    // 1200×800 uploaded, 160 px wide rendition.
    expect(pdfImageSizes(pdf)).toEqual(['160x107']);
  });

  it('reorders and removes photos, deleting their files, with the history', async () => {
    const photos = await admin.caller.admin.catalog.addPhoto({
      partId,
      fileName: 'side.jpg',
      contentBase64: b64(await image('jpeg', 300)),
    });
    expect(photos).toHaveLength(2);
    const reordered = await admin.caller.admin.catalog.reorderPhotos({
      partId,
      photoIds: [photos[1]!.id, photos[0]!.id],
    });
    expect(reordered.map((p) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);
    const key = keyOf(photos[1]!.url);
    await admin.caller.admin.catalog.removePhoto({ photoId: photos[1]!.id });
    expect(await stored(key, 160)).toBeNull();
    const { history } = await admin.caller.admin.catalog.part({ id: partId });
    expect(history.map((h) => h.action).slice(0, 3)).toEqual(['photoRemove', 'photoReorder', 'photoAdd']);
  });

  it('names a photo by its content: the same picture on two parts shares its files until the last goes', async () => {
    const picture = b64(await image('webp', 640));
    const other = (await kit.addPart()).id;
    const [first] = await admin.caller.admin.catalog.addPhoto({
      partId: other,
      fileName: 'a.webp',
      contentBase64: picture,
    });
    const third = (await kit.addPart()).id;
    const [second] = await admin.caller.admin.catalog.addPhoto({
      partId: third,
      fileName: 'b.webp',
      contentBase64: picture,
    });
    expect(second!.url).toBe(first!.url);
    const key = keyOf(first!.url);

    await admin.caller.admin.catalog.removePhoto({ photoId: first!.id });
    expect(await stored(key, 480)).not.toBeNull(); // the other part still shows it
    await admin.caller.admin.catalog.removePhoto({ photoId: second!.id });
    expect(await stored(key, 480)).toBeNull();
  });

  it('answers 503 in Russian when the file store is down, and writes no photo row', async () => {
    const before = (await admin.caller.admin.catalog.part({ id: partId })).photos;
    kit.deps.files = createLocalFileStore('/dev/null/files'); // a folder that cannot exist
    try {
      const caller = await kit.callerFor(admin.token);
      const failure = await caller.admin.catalog
        .addPhoto({ partId, fileName: 'down.png', contentBase64: b64(await image('png', 200)) })
        .catch((error: unknown) => error);
      expect(describeError(failure as never)).toMatchObject({
        httpStatus: 503,
        message: 'Хранилище файлов временно недоступно. Повторите попытку через несколько секунд.',
      });
    } finally {
      kit.deps.files = files;
    }
    expect((await admin.caller.admin.catalog.part({ id: partId })).photos).toEqual(before);
  });
});
