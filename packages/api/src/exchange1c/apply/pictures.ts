// `Картинка`: the pictures 1C sent in this exchange (import_files/…) become
// the part's photos, with the same renditions and content-hashed keys as an
// admin's upload. A picture already shown is not converted again; a missing
// or unreadable one is passed over (one bad photo does not stop a catalogue).
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { MAX_PHOTO_BYTES } from '@shop/schemas';
import { AppError } from '../../errors';
import { photoUrl, preparePhoto, savePhotoFiles } from '../../admin/catalog/photoFiles';
import { lockPhotoKey, MAX_PHOTOS_PER_PART, type PhotoStore } from '../../admin/catalog/photos';
import { fileSize, findFile, readFile } from '../pieces';

async function bytesOf(photos: PhotoStore, trx: Transaction<Database>, exchangeId: number, path: string) {
  const file = await findFile(trx, exchangeId, path);
  if (!file || fileSize(file) === 0 || fileSize(file) > MAX_PHOTO_BYTES) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of readFile(photos.files, file) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The photo key of each picture that could be stored, in 1C's order. */
async function storedKeys(
  trx: Transaction<Database>,
  photos: PhotoStore,
  exchangeId: number,
  paths: string[],
  shown: Set<string>,
) {
  const keys: string[] = [];
  for (const path of paths.slice(0, MAX_PHOTOS_PER_PART)) {
    const bytes = await bytesOf(photos, trx, exchangeId, path);
    if (!bytes) continue;
    const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    if (!shown.has(key)) {
      try {
        const prepared = await preparePhoto(path, bytes);
        await lockPhotoKey(trx, prepared.key);
        await savePhotoFiles(photos.files, prepared);
      } catch (error) {
        if (error instanceof AppError) continue;
        throw error;
      }
    }
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Sets the photos of each part to the pictures its product names (parts without pictures keep theirs). */
export async function applyPictures(
  trx: Transaction<Database>,
  photos: PhotoStore,
  exchangeId: number,
  items: Array<{ partId: number; pictures: string[] }>,
): Promise<void> {
  for (const { partId, pictures } of items) {
    if (pictures.length === 0) continue;
    const current = await trx
      .selectFrom('part_images')
      .select('file_key')
      .where('part_id', '=', partId)
      .orderBy('position')
      .execute();
    const currentKeys = current.map((row) => row.file_key ?? '');
    const keys = await storedKeys(trx, photos, exchangeId, pictures, new Set(currentKeys));
    if (keys.length === 0 || keys.join() === currentKeys.join()) continue;
    await trx.deleteFrom('part_images').where('part_id', '=', partId).execute();
    await trx
      .insertInto('part_images')
      .values(
        keys.map((key, position) => ({
          part_id: partId,
          url: photoUrl(key, photos.publicUrl),
          file_key: key,
          position,
        })),
      )
      .execute();
  }
}
