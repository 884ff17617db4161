// Reading a price list (CSV or XLSX) into rows of text, and writing XLSX.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { CliError, UsageError } from './io';
import { parseCsv } from './csv';

/** A cell as text; numbers keep their digits (no locale), formulas give their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

async function readXlsx(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new CliError(`В файле ${file} нет листов`);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[]; // index 0 is unused by exceljs
    rows[number - 1] = values.slice(1).map(cellText);
  });
  return Array.from(rows, (row) => row ?? []);
}

export async function readSheet(file: string): Promise<string[][]> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx') throw new UsageError('Файл должен быть .csv или .xlsx');
  try {
    return ext === '.csv' ? parseCsv(await readFile(file, 'utf8')) : await readXlsx(file);
  } catch (error) {
    if (error instanceof CliError || error instanceof UsageError) throw error;
    throw new CliError(`Не удалось прочитать файл ${file}: ${(error as Error).message}`);
  }
}

export interface XlsxColumn {
  header: string;
  width: number;
  numFmt?: string;
}

export async function writeXlsx(
  file: string,
  sheetName: string,
  columns: XlsxColumn[],
  rows: (string | number | Date | null)[][],
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: { numFmt: c.numFmt } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  await workbook.xlsx.writeFile(file);
}
