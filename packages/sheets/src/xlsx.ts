// XLSX in and out through exceljs: the first worksheet as rows of text, and a
// one-sheet workbook with a bold, frozen header row.
import ExcelJS from 'exceljs';
import { t } from '@shop/i18n';
import { SheetError } from './sheetError';
import type { SheetRow } from './sheet';

// Control characters break database text and terminals; a cell never needs them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** A cell as text: numbers keep their digits (no locale), formulas give their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).replace(CONTROL, '');
}

export async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new SheetError(t('quickOrder:errors.brokenXlsx'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError(t('quickOrder:errors.noSheets'));
  if (sheet.actualRowCount > maxRows) {
    throw new SheetError(t('quickOrder:errors.tooManyRows', { count: sheet.actualRowCount, max: maxRows }));
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    const values = row.values as ExcelJS.CellValue[]; // index 0 is unused by exceljs
    rows.push({ row: number, cells: Array.from(values.slice(1), cellText) });
  });
  return rows;
}

export interface XlsxColumn {
  header: string;
  width: number;
  numFmt?: string;
}

export type XlsxValue = string | number | Date | null;

export async function writeXlsx(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: readonly (readonly XlsxValue[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: { numFmt: c.numFmt } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((row) => [...row]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
