// Any table a buyer or an operator uploads: XLSX or CSV, told apart by their
// first bytes rather than by the file's name (a renamed file is common).
import { t } from '@shop/i18n';
import { decodeText } from './decode';
import { parseCsv } from './csv';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';
import { readXlsx } from './xlsx';

export interface ReadLimits {
  maxBytes: number;
  /** Rows with anything in them at most (header rows included). */
  maxRows: number;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** NUL bytes in a text file's first kilobyte: an image or a program, not a CSV (UTF-16 aside). */
function looksBinary(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return false;
  return bytes.subarray(0, 1024).includes(0);
}

export async function readSheet(bytes: Uint8Array, limits: ReadLimits): Promise<SheetRow[]> {
  if (bytes.byteLength > limits.maxBytes) {
    throw new SheetError(
      t('quickOrder:errors.fileTooLarge', { maxMb: Math.round(limits.maxBytes / 1024 / 1024) }),
    );
  }
  if (bytes.byteLength === 0) throw new SheetError(t('quickOrder:errors.fileEmpty'));
  if (startsWith(bytes, ZIP)) return readXlsx(bytes, limits.maxRows);
  if (startsWith(bytes, OLE)) throw new SheetError(t('quickOrder:errors.xlsFormat'));
  if (looksBinary(bytes)) throw new SheetError(t('quickOrder:errors.unknownFormat'));
  const source = decodeText(bytes);
  if (source.includes('\u0000')) throw new SheetError(t('quickOrder:errors.unknownFormat'));
  const rows = parseCsv(source);
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')).length;
  if (filled > limits.maxRows) {
    throw new SheetError(t('quickOrder:errors.tooManyRows', { count: filled, max: limits.maxRows }));
  }
  return rows;
}
