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
 * rows, one JSON line each. Line by line into the gzip stream, never joined:
 * a few MB of joined lines is one large object that only a full collection
 * frees (joined slices left the preview's peak ~20 MB higher). The rows come
 * back as they will from the store, so the preview plans exactly what the
 * apply will.
 */
export async function readAndPackRows(
  db: Kysely<Database>,
  file: Buffer,
  explicit: ColumnMapping | undefined,
  remembered: Partial<Record<PriceListField, string>> | undefined,
): Promise<{ rows: PreviewRows; packed: Buffer }> {
  const valid = createGzip({ level: 1 });
  const packedValid: Buffer[] = [];
  valid.on('data', (chunk: Buffer) => packedValid.push(chunk));
  const validPacked = once(valid, 'end');
  let read: ReadPriceList;
  try {
    read = await readPriceList(db, file, explicit, remembered, (row) => {
      valid.write(`${JSON.stringify(row)}\n`);
    });
  } finally {
    valid.end();
  }
  await validPacked;
  const { rejected, ...rest } = read;
  const header: Header = { fileSha256: sha256(file), ...rest, rejectedCount: rejected.length };
  const lines = [header, ...rejected].map((line) => `${JSON.stringify(line)}\n`);
  // Gzip members one after another are one gzip stream to gunzip.
  const packed = Buffer.concat([await gzipped(lines.join(''), { level: 1 }), ...packedValid]);
  const rows = await unpackRows(packed, file);
  if (!rows) throw new Error('price list rows packed here do not unpack');
  return { rows, packed };
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

/** The rows the preview kept for this file, or null for a preview kept before them. */
export async function keptPreviewRows(
  files: FileStore,
  fileKey: string | null,
  file: Buffer,
): Promise<PreviewRows | null> {
  const packed = fileKey ? await files.get(rowsKeyOf(fileKey)) : null;
  return packed ? unpackRows(packed, file) : null;
}
