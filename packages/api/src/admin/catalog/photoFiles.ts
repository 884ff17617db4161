// Part photos on disk: the real type is read from the file's first bytes (a
// renamed HTML page is not a JPEG, whatever its name), then sharp decodes it,
// applies the EXIF orientation, drops every metadata block (sharp keeps none
// unless asked) and writes WebP renditions at the sizes the shop shows:
// catalogue cards (160, 480 on dense screens) and the product page (960).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { t } from '@shop/i18n';
import { MAX_PHOTO_BYTES } from '@shop/schemas';
import { AppError } from '../../errors';

export const RENDITION_WIDTHS = [160, 480, 960] as const;
/** The url stored for a photo names its largest rendition; the client derives the others. */
export const photoUrl = (key: string, width: number = 960) => `/media/parts/${key}-${width}.webp`;

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

export function defaultPhotoDir(): string {
  return path.resolve(process.cwd(), 'data', 'photos');
}

/** Checks and converts an upload; returns the key of its renditions in `dir`. */
export async function storePhoto(dir: string, fileName: string, bytes: Buffer): Promise<string> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.photoTooLarge', { file: fileName }));
  if (sniffPhotoType(bytes) === null)
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.photoType', { file: fileName }));
  const key = randomUUID().replace(/-/g, '');
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
  await mkdir(dir, { recursive: true });
  await Promise.all(
    RENDITION_WIDTHS.map((width, i) => writeFile(path.join(dir, `${key}-${width}.webp`), renditions[i]!)),
  );
  return key;
}

export async function deletePhotoFiles(dir: string, key: string): Promise<void> {
  await Promise.all(
    RENDITION_WIDTHS.map((width) => rm(path.join(dir, `${key}-${width}.webp`), { force: true })),
  );
}
