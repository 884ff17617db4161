// The commercial offer's pictures as small PNGs (PDF readers know no WebP or
// SVG): an uploaded photo's smallest rendition, or the demo catalogue's
// drawing rasterised. sharp does the work on libuv's threads, never on the
// request thread, and the answers are kept in a cache bounded by bytes, so a
// buyer asking for the same parts again costs no conversion (issue 28.4).
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { renderDemoPartImage } from '@shop/db';
import type { FileStore } from '@shop/storage';
import { photoFileKey, RENDITION_WIDTHS } from '../admin/catalog/photoFiles';

const DEMO_IMAGE = /^\/media\/demo\/([^/]+)\/([^/]+)\/(\d)\.svg$/;
/** At the shop's /media/parts/ or at PHOTO_PUBLIC_URL: the key is what counts. */
const UPLOADED_PHOTO = /\/([0-9a-f]{32})-\d+\.webp$/;
/** The smallest rendition is plenty for a 40 pt cell (about 4 pixels per point). */
const PHOTO_WIDTH = RENDITION_WIDTHS[0];
/** A drawing at 120 px: 3 pixels per point of the cell, ~2 kB as PNG. */
const DRAWING_WIDTH = 120;
/** About 1 000 photos' or 8 000 drawings' PNGs. */
const CACHE_BYTES = 16 * 1024 * 1024;
/** Conversions at once: libuv has 4 threads, and logins (argon2) and files need them too. */
const CONVERSIONS_AT_ONCE = 2;

type Convert = () => Promise<Buffer>;

/** fetch() shares one conversion among the offers that ask for a picture at the same time. */
const cache = new LRUCache<string, Buffer, Convert>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (png) => png.byteLength + 100,
  fetchMethod: (_key, _stale, { context }) => limited(context),
});

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONVERSIONS_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function converter(url: string, files: FileStore): { key: string; convert: Convert } | null {
  const demo = DEMO_IMAGE.exec(url);
  if (demo) {
    const svg = renderDemoPartImage({
      categoryId: demo[1]!,
      partNumber: decodeURIComponent(demo[2]!),
      n: Number(demo[3]),
    });
    // Flattened on white: pdfkit embeds an opaque PNG as it is, one with alpha pixel by pixel.
    return {
      key: url,
      convert: () =>
        sharp(Buffer.from(svg)).resize(DRAWING_WIDTH).flatten({ background: '#ffffff' }).png().toBuffer(),
    };
  }
  const photo = UPLOADED_PHOTO.exec(url);
  if (!photo) return null;
  // A photo's key is a hash of its content: a replaced photo gets a new key, so no entry goes stale.
  const key = photoFileKey(photo[1]!, PHOTO_WIDTH);
  return {
    key,
    convert: async () => {
      const file = await files.get(key);
      if (!file) throw new Error(`no photo ${key}`);
      return sharp(file).flatten({ background: '#ffffff' }).png().toBuffer();
    },
  };
}

/** The picture for the part's first image URL; null when it has none or the file is gone. */
export async function offerPicture(url: string | undefined, files: FileStore): Promise<Buffer | null> {
  const job = url ? converter(url, files) : null;
  if (!job) return null;
  try {
    return (await cache.fetch(job.key, { context: job.convert })) ?? null;
  } catch {
    return null; // not remembered: a file that is missing now may be readable at the next offer
  }
}
