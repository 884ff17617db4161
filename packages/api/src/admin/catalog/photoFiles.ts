// Part photos in the shop's file store: the real type is read from the file's first bytes (a
// renamed HTML page is not a JPEG, whatever its name), then sharp decodes it,
// applies the EXIF orientation, drops every metadata block (sharp keeps none
// unless asked) and writes WebP renditions at the sizes the shop shows:
// catalogue cards (160, 480 on dense screens) and the product page (960).
// A photo's key is a hash of its bytes: its address never changes what it
// shows, so browsers, proxies and CDNs may keep it for a year.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { t } from '@shop/i18n';
import { MAX_PHOTO_BYTES } from '@shop/schemas';
import { PHOTO_RENDITION_WIDTHS } from '@shop/schemas/catalogView';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../errors';

export const RENDITION_WIDTHS = PHOTO_RENDITION_WIDTHS;
/** Where the shop itself serves them (apps/server plugins/partPhotos). */
export const SHOP_PHOTO_BASE = '/media/parts';

/**
 * The url stored for a photo names its largest rendition; the client derives
 * the others. `base` is PHOTO_PUBLIC_URL when the store serves photos itself.
 */
export const photoUrl = (key: string, base = SHOP_PHOTO_BASE) => `${base}/${key}-960.webp`;

/** The store's key of one rendition. */
export const photoFileKey = (key: string, width: number) => `photos/${key}-${width}.webp`;

export type PhotoType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The image type of the bytes themselves, or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export interface PreparedPhoto {
  key: string;
  /** In the order of RENDITION_WIDTHS. */
  renditions: Buffer[];
}

/** Checks and converts an upload (the slow part, done before any lock is taken). */
export async function preparePhoto(fileName: string, bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.photoTooLarge', { file: fileName }));
  if (sniffPhotoType(bytes) === null)
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.photoType', { file: fileName }));
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  let renditions: Buffer[];
  try {
    // Decompression bombs: refuse images over 40 megapixels before decoding them.
    const source = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    renditions = await Promise.all(
      RENDITION_WIDTHS.map((width) =>
        source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
  } catch {
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.photoUnreadable', { file: fileName }));
  }
  return { key, renditions };
}

/** Writes the renditions (again, for a picture already stored: the same bytes). */
export async function savePhotoFiles(store: FileStore, photo: PreparedPhoto): Promise<void> {
  await Promise.all(
    RENDITION_WIDTHS.map((width, i) =>
      store.put(photoFileKey(photo.key, width), photo.renditions[i]!, { contentType: 'image/webp' }),
    ),
  );
}

/** The same bytes give the same key: call only when no photo row names `key` any more. */
export async function deletePhotoFiles(store: FileStore, key: string): Promise<void> {
  await store.delete(RENDITION_WIDTHS.map((width) => photoFileKey(key, width)));
}
