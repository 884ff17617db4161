// The rows a preview read from a price list, kept beside the file in the
// shop's file store: 'Применить' applies exactly these instead of reading the
// file again (5-8 s of a 100 000-row XLSX on the sheet thread, issue 28). The
// file's SHA-256 goes with them, so a file changed behind the preview's back
// is still refused. Gzipped JSON lines, packed as the rows are checked and
// read back a batch at a time: the preview and the apply of a 100 000-row
// list hold ~15 MB of packed rows, never the rows themselves.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { createGunzip, createGzip, gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../../errors';
import type { ColumnMapping, PriceListField } from './columns';
import { readPriceList, type ReadPriceList, type RejectedRow, type ValidRow } from './readPriceList';

const gzipped = promisify(gzip);
/**
 * Characters of lines written to gzip at once: up to 64 kB of text, an
 * ordinary young object (V8 puts strings over 128 kB among large objects).
 */
const PACK_PIECE_CHARS = 32_000;
/** Rows per batch planned and written. */
export const ROWS_PER_BATCH = 2000;

export const rowsKeyOf = (fileKey: string) => `${fileKey}.rows.jsonl.gz`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Header extends Omit<ReadPriceList, 'rejected'> {
  fileSha256: string;
  rejectedCount: number;
}

/** A read's outcome and its valid rows, a batch at a time (once). */
export interface PreviewRows {
  read: ReadPriceList;
  batches(): AsyncGenerator<ValidRow[]>;
}

/**
 * Reads the file and packs its valid rows as they are checked (gzipped on
 * libuv's threads while the next are read): header, rejected rows, valid
 * rows, one JSON line each. Lines go to the gzip stream in pieces of up to
 * PACK_PIECE_CHARS, and the reading waits while gzip is behind: a write per
 * line cost a zlib job each (2 s of a 100 000-row list, its lines piling up
 * meanwhile), and a few MB joined is one large object that only a full
 * collection frees (joined slices left the preview's peak ~20 MB higher). The valid rows
 * also go to `onBatch`, ROWS_PER_BATCH at a time, as they will come back
 * from the store (so the preview plans exactly what the apply will), while
 * the next are read; the reading waits for the batch before.
 */
export async function readAndPackRows(
  db: Kysely<Database>,
  file: Buffer,
  explicit: ColumnMapping | undefined,
  remembered: Partial<Record<PriceListField, string>> | undefined,
  onBatch: (batch: ValidRow[]) => Promise<unknown>,
): Promise<{ read: ReadPriceList; packed: Buffer }> {
  const valid = createGzip({ level: 1 });
  const packedValid: Buffer[] = [];
  valid.on('data', (chunk: Buffer) => packedValid.push(chunk));
  const validPacked = once(valid, 'end');
  let batch: ValidRow[] = [];
  // Each batch handed on is worked on while the next is read, one at a time.
  let handed: Promise<unknown> = Promise.resolve();
  const handOn = async () => {
    const previous = handed;
    const full = batch;
    batch = [];
    handed = previous.then(() => onBatch(full));
    // Its failure is met by the next hand-on or at the end, never unhandled.
    handed.catch(() => undefined);
    await previous;
  };
  let piece = '';
  const pack = async () => {
    const full = valid.write(piece);
    piece = '';
    if (!full) await once(valid, 'drain');
  };
  let read: ReadPriceList;
  try {
    read = await readPriceList(db, file, explicit, remembered, async (rows) => {
      for (const row of rows) {
        const line = JSON.stringify(row);
        piece += `${line}\n`;
        if (piece.length >= PACK_PIECE_CHARS) await pack();
        batch.push(JSON.parse(line) as ValidRow);
        if (batch.length === ROWS_PER_BATCH) await handOn();
      }
    });
    if (piece !== '') await pack();
    if (batch.length > 0) await handOn();
    await handed;
  } finally {
    valid.end();
  }
  await validPacked;
  const { rejected, ...rest } = read;
  const header: Header = { fileSha256: sha256(file), ...rest, rejectedCount: rejected.length };
  const lines = [header, ...rejected].map((line) => `${JSON.stringify(line)}\n`);
  // Gzip members one after another are one gzip stream to gunzip.
  const packed = Buffer.concat([await gzipped(lines.join(''), { level: 1 }), ...packedValid]);
  return { read, packed };
}

export async function keepPreviewRows(files: FileStore, fileKey: string, packed: Buffer): Promise<void> {
  await files.put(rowsKeyOf(fileKey), packed);
}

/**
 * Packed rows as a read again: the header and the rejected rows at once, the
 * valid rows a batch at a time (`batches()`, once). Null when they are damaged before the first
 * row (the file is read again); a file that is not the one they were read
 * from is refused as a changed catalogue is.
 */
export async function unpackRows(packed: Buffer, file: Buffer): Promise<PreviewRows | null> {
  const lines = linesOf(packed);
  const next = async (): Promise<unknown> => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the kept rows end early');
    return JSON.parse(value) as unknown;
  };
  const header = (await next().catch(() => null)) as Header | null;
  if (!header || typeof header.fileSha256 !== 'string') {
    void lines.return(undefined);
    return null;
  }
  if (header.fileSha256 !== sha256(file)) {
    void lines.return(undefined);
    throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
  }
  const { fileSha256: _sha, rejectedCount, ...rest } = header;
  const read: ReadPriceList = { ...rest, rejected: [] };
  // Rows damaged after the header (a store's fault) are refused as a changed
  // file: the admin checks the file again, nothing half-read is applied.
  const damaged = () => new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
  try {
    for (let i = 0; i < rejectedCount; i += 1) read.rejected.push((await next()) as RejectedRow);
  } catch {
    void lines.return(undefined);
    throw damaged();
  }
  async function* batches(): AsyncGenerator<ValidRow[]> {
    try {
      let batch: ValidRow[] = [];
      for (let i = 0; i < read.validCount; i += 1) {
        batch.push((await next()) as ValidRow);
        if (batch.length === ROWS_PER_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } catch (error) {
      throw error instanceof AppError ? error : damaged();
    } finally {
      void lines.return(undefined);
    }
  }
  return { read, batches };
}

/** The lines of gzipped text, as they are unpacked; a damaged stream throws. */
async function* linesOf(packed: Buffer): AsyncGenerator<string> {
  const gunzip = createGunzip();
  gunzip.end(packed);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const text = rest + decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      yield text.slice(start, end);
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest !== '') yield rest;
}
