// The rows a preview read from a price list, kept beside the file in the
// shop's file store: 'Применить' applies exactly these instead of reading the
// file again (5-8 s of a 100 000-row XLSX on the sheet thread, issue 28). The
// file's SHA-256 goes with them, so a file changed behind the preview's back
// is still refused. Gzipped JSON lines, written and read a slice at a time:
// a 100 000-row list is ~15 MB here and never one 100 MB string.
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { t } from '@shop/i18n';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../../errors';
import type { ReadPriceList } from './readPriceList';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);
const ROWS_PER_SLICE = 2000;

export const rowsKeyOf = (fileKey: string) => `${fileKey}.rows.jsonl.gz`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Header {
  fileSha256: string;
  headers: ReadPriceList['headers'];
  mapping: ReadPriceList['mapping'];
  valid: number;
  rejected: number;
}

export async function keepPreviewRows(
  files: FileStore,
  fileKey: string,
  file: Buffer,
  read: ReadPriceList,
): Promise<void> {
  const header: Header = {
    fileSha256: sha256(file),
    headers: read.headers,
    mapping: read.mapping,
    valid: read.valid.length,
    rejected: read.rejected.length,
  };
  // Gzip members one after another are one gzip stream to gunzip.
  const members: Buffer[] = [await gzipped(`${JSON.stringify(header)}\n`)];
  for (const rows of [read.valid, read.rejected])
    for (let i = 0; i < rows.length; i += ROWS_PER_SLICE) {
      const lines = rows.slice(i, i + ROWS_PER_SLICE).map((row) => `${JSON.stringify(row)}\n`);
      members.push(await gzipped(lines.join(''), { level: 1 }));
    }
  await files.put(rowsKeyOf(fileKey), Buffer.concat(members));
}

/**
 * The rows the preview read, or null for a preview kept before them (its
 * file is read again). Refuses, as a changed catalogue is refused, when the
 * file is no longer the one previewed.
 */
export async function keptPreviewRows(
  files: FileStore,
  fileKey: string | null,
  file: Buffer,
): Promise<ReadPriceList | null> {
  const packed = fileKey ? await files.get(rowsKeyOf(fileKey)) : null;
  if (!packed) return null;
  // Damaged rows are as good as none: the file is read again.
  const text = await gunzipped(packed).catch(() => null);
  if (!text) return null;
  let start = 0;
  const nextLine = () => {
    const end = text.indexOf(10, start);
    const line = text.toString('utf8', start, end);
    start = end + 1;
    return JSON.parse(line) as unknown;
  };
  const header = nextLine() as Header;
  if (header.fileSha256 !== sha256(file))
    throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
  const read: ReadPriceList = { headers: header.headers, mapping: header.mapping, valid: [], rejected: [] };
  for (const [rows, count] of [
    [read.valid, header.valid],
    [read.rejected, header.rejected],
  ] as const)
    for (let i = 0; i < count; i += 1) {
      if (i % ROWS_PER_SLICE === 0) await nextTurn();
      (rows as unknown[]).push(nextLine());
    }
  return read;
}
