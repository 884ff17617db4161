// Any table a buyer or an operator uploads: XLSX or CSV, told apart by their
// first bytes rather than by the file's name (a renamed file is common), read
// row by row and refused at the first limit crossed (rowGuard.ts).
import { t } from '@shop/i18n';
import { streamCsv } from './csvStream';
import type { ReadLimits } from './rowGuard';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';
import { streamXlsx } from './xlsxStream';

export type { ReadLimits };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** NUL bytes in a text file's first kilobyte: an image or a program, not a CSV (UTF-16 aside). */
function looksBinary(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return false;
  return bytes.subarray(0, 1024).includes(0);
}

/** The rows of a file, one by one; throws a SheetError (Russian) at the first limit crossed. */
export function streamSheet(bytes: Uint8Array, limits: ReadLimits): AsyncGenerator<SheetRow> {
  if (bytes.byteLength > limits.maxBytes) {
    throw new SheetError(
      t('quickOrder:errors.fileTooLarge', { maxMb: Math.round(limits.maxBytes / 1024 / 1024) }),
    );
  }
  if (bytes.byteLength === 0) throw new SheetError(t('quickOrder:errors.fileEmpty'));
  if (startsWith(bytes, ZIP)) return streamXlsx(bytes, limits);
  if (startsWith(bytes, OLE)) throw new SheetError(t('quickOrder:errors.xlsFormat'));
  if (looksBinary(bytes)) throw new SheetError(t('quickOrder:errors.unknownFormat'));
  return streamCsv(bytes, limits);
}

/** All the rows of a file, read on the caller's thread (the CLI; the server reads off it: offThread/). */
export async function readSheet(bytes: Uint8Array, limits: ReadLimits): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of streamSheet(bytes, limits)) rows.push(row);
  return rows;
}
