// Turns the rows of a price list into import rows: headers in English (as in
// the spec) or Russian, in any order; empty lines skipped; row numbers as in the file.
import { CliError } from './io';

const HEADER_ALIASES: Record<string, string> = {
  article: 'article',
  partnumber: 'article',
  part_number: 'article',
  артикул: 'article',
  name: 'name',
  название: 'name',
  наименование: 'name',
  category: 'category',
  категория: 'category',
  brand: 'brand',
  бренд: 'brand',
  производитель: 'brand',
  price: 'price',
  цена: 'price',
  retailprice: 'retailPrice',
  retail_price: 'retailPrice',
  'розничная цена': 'retailPrice',
  availability: 'availability',
  наличие: 'availability',
  остаток: 'availability',
  description: 'description',
  описание: 'description',
};

const REQUIRED = ['article', 'name', 'category', 'price'];

export type PriceListRow = Record<string, string | number>;

export function priceListRows(sheet: string[][]): PriceListRow[] {
  const headerIndex = sheet.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  const header = (sheet[headerIndex] ?? []).map((cell) => HEADER_ALIASES[cell.trim().toLowerCase()]);
  const missing = REQUIRED.filter((field) => !header.includes(field));
  if (missing.length > 0) throw new CliError(`В первой строке файла нет столбцов: ${missing.join(', ')}`);
  const rows: PriceListRow[] = [];
  sheet.forEach((cells, index) => {
    if (index <= headerIndex || cells.every((cell) => cell.trim() === '')) return;
    const row: PriceListRow = { row: index + 1 };
    header.forEach((field, column) => {
      if (field) row[field] = cells[column] ?? '';
    });
    rows.push(row);
  });
  return rows;
}

/** Batches small enough for the server's 1 MB request limit. */
export function batchesOf(rows: PriceListRow[], maxRows = 500, maxBytes = 400_000): PriceListRow[][] {
  const batches: PriceListRow[][] = [];
  let current: PriceListRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(JSON.stringify(row));
    if (current.length > 0 && (current.length >= maxRows || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
