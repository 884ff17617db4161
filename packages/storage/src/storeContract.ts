// One contract every FileStore passes (local folder and S3 alike): what the
// shop relies on when it keeps a file and reads it back on another instance.
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BadFileKey, FileStoreUnavailable, type FileStore } from './store';

export function fileStoreContract(
  name: string,
  setup: () => { store: () => FileStore; down: () => FileStore },
) {
  describe(`${name} file store`, () => {
    const { store, down } = setup();
    const unique = () => `contract/${Date.now()}-${Math.random().toString(36).slice(2)}`;

    it('gives back exactly the bytes it was given, and null for a key never written', async () => {
      const key = `${unique()}/photo-960.webp`;
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
      await store().put(key, bytes, { contentType: 'image/webp' });
      expect((await store().get(key))?.equals(bytes)).toBe(true);
      expect(await store().get(`${unique()}/missing.webp`)).toBeNull();
      expect(await store().open(`${unique()}/missing.webp`)).toBeNull();
    });

    it('replaces a file whole when it is written again', async () => {
      const key = `${unique()}/list.xlsx`;
      await store().put(key, Buffer.from('первая версия, длинная'));
      await store().put(key, Buffer.from('вторая'));
      expect((await store().get(key))?.toString()).toBe('вторая');
    });

    it('streams a file and a byte range of it', async () => {
      const key = `${unique()}/price.csv`;
      await store().put(key, Buffer.from('0123456789'));
      const whole = await store().open(key);
      expect(whole).toMatchObject({ size: 10, totalSize: 10 });
      expect(await text(whole!.body)).toBe('0123456789');
      const part = await store().open(key, { start: 2, end: 5 });
      expect(part).toMatchObject({ size: 4, totalSize: 10 });
      expect(await text(part!.body)).toBe('2345');
      const tail = await store().open(key, { start: 7 });
      expect(await text(tail!.body)).toBe('789');
    });

    it('deletes files, and deleting a missing one is no error', async () => {
      const folder = unique();
      await store().put(`${folder}/a`, Buffer.from('a'));
      await store().put(`${folder}/b`, Buffer.from('b'));
      await store().delete([`${folder}/a`, `${folder}/never`]);
      await store().delete(`${folder}/gone-already`);
      expect(await store().get(`${folder}/a`)).toBeNull();
      expect((await store().get(`${folder}/b`))?.toString()).toBe('b');
    });

    it('lists the keys under a prefix, sorted, and only those', async () => {
      const folder = unique();
      for (const piece of ['000002', '000010', '000001'])
        await store().put(`${folder}/import.xml/${piece}`, Buffer.from(piece));
      await store().put(`${folder}/other.xml`, Buffer.from('x'));
      expect(await store().list(`${folder}/import.xml/`)).toEqual(
        ['000001', '000002', '000010'].map((p) => `${folder}/import.xml/${p}`),
      );
      expect(await store().list(`${unique()}/`)).toEqual([]);
    });

    it('refuses keys that could leave their folder', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'имя.jpg', 'a\0b', ''])
        await expect(store().put(key, Buffer.from('x'))).rejects.toBeInstanceOf(BadFileKey);
    });

    it('says plainly when it is down, and leaves nothing half-written', async () => {
      const key = `${unique()}/photo.webp`;
      await expect(down().put(key, Buffer.from('x'))).rejects.toBeInstanceOf(FileStoreUnavailable);
      await expect(down().list('contract/')).rejects.toBeInstanceOf(FileStoreUnavailable);
      expect(await store().get(key)).toBeNull();
    });
  });
}
