// A .zip 1C sent is unpacked, at the first mode=import after it, into files
// of the same exchange named by their paths inside it. The zip is read from
// the store's pieces with random access (its central directory, so entries
// written with data descriptors unpack right), one entry at a time.
// Zip bombs: the directory's sizes are checked against the budget before
// anything is written, and each entry is stopped as soon as it unpacks to
// more than it declared.
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { FileStoreUnavailable, type FileStore } from '@shop/storage';
import { ExchangeFailure } from './failure';
import { safeFileName } from './fileName';
import { appendPiece, deleteFile, fileSize, findFile, readFile, type ExchangeFile } from './pieces';

interface ZipEntry {
  path: string;
  type: 'File' | 'Directory';
  uncompressedSize: number;
  stream(): Readable;
}
const unzipper = createRequire(import.meta.url)('unzipper') as {
  Open: {
    custom(source: {
      size(): Promise<number>;
      stream(offset: number): Readable;
    }): Promise<{ files: ZipEntry[] }>;
  };
};

/** All of a zip's files together may unpack to no more than this. */
export const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;
const MAX_ENTRIES = 200_000;
/** Pieces an unpacked file is stored in. */
const PIECE_BYTES = 8 * 1024 * 1024;

async function openZip(store: FileStore, zip: ExchangeFile) {
  try {
    return await unzipper.Open.custom({
      size: async () => fileSize(zip),
      stream: (offset) => readFile(store, zip, offset),
    });
  } catch {
    throw new ExchangeFailure(t('admin:exchange1c.protocol.zipBroken', { name: zip.name }));
  }
}

async function storeEntry(
  db: Kysely<Database>,
  store: FileStore,
  zip: ExchangeFile,
  entry: ZipEntry,
  name: string,
) {
  const earlier = await findFile(db, zip.exchangeId, name);
  if (earlier) await deleteFile(db, store, earlier);
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let total = 0;
  const flush = async () => {
    if (bufferedBytes === 0) return;
    await appendPiece(db, store, zip.exchangeId, name, Buffer.concat(buffered));
    buffered = [];
    bufferedBytes = 0;
  };
  await appendPiece(db, store, zip.exchangeId, name, Buffer.alloc(0));
  for await (const chunk of entry.stream() as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > entry.uncompressedSize)
      throw new ExchangeFailure(t('admin:exchange1c.protocol.zipBroken', { name: zip.name }));
    buffered.push(chunk);
    bufferedBytes += chunk.byteLength;
    if (bufferedBytes >= PIECE_BYTES) await flush();
  }
  await flush();
}

/** Unpacks `zip` into files of its exchange; returns the names written. */
export async function unpackZip(
  db: Kysely<Database>,
  store: FileStore,
  zip: ExchangeFile,
): Promise<string[]> {
  const { files } = await openZip(store, zip);
  const entries = files.filter((entry) => entry.type === 'File');
  if (entries.length > MAX_ENTRIES)
    throw new ExchangeFailure(t('admin:exchange1c.protocol.tooManyFiles', { max: MAX_ENTRIES }));
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > MAX_UNPACKED_BYTES)
    throw new ExchangeFailure(
      t('admin:exchange1c.protocol.zipTooLarge', { name: zip.name, maxMb: MAX_UNPACKED_BYTES / 1024 ** 2 }),
    );
  const names = entries.map((entry) => safeFileName(entry.path));
  const unsafe = entries.find((_, i) => names[i] === null);
  if (unsafe) throw new ExchangeFailure(t('admin:exchange1c.protocol.badFileName', { name: unsafe.path }));
  for (const [i, entry] of entries.entries()) {
    try {
      await storeEntry(db, store, zip, entry, names[i]!);
    } catch (error) {
      if (error instanceof ExchangeFailure || error instanceof FileStoreUnavailable) throw error;
      throw new ExchangeFailure(t('admin:exchange1c.protocol.zipBroken', { name: zip.name }), {
        cause: error,
      });
    }
  }
  return names as string[];
}
