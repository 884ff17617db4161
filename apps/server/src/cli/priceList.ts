// Turns the rows of a price list into import rows: headers in English (as in
// the spec) or Russian, in any order, found by the shop's one table reader
// (@shop/sheets); empty lines skipped; row numbers as in the file.
import { findHeader, type HeaderAliases, type SheetRow } from '@shop/sheets';
import { CliError } from './io';

type PriceListField =
  'article' | 'name' | 'category' | 'brand' | 'price' | 'retailPrice' | 'availability' | 'description';

const HEADER_ALIASES: HeaderAliases<PriceListField> = {
  article: ['article', 'partnumber', 'part_number', 'артикул'],
  name: ['name', 'название', 'наименование'],
  category: ['category', 'категория'],
  brand: ['brand', 'бренд', 'производитель'],
  price: ['price', 'цена'],
  retailPrice: ['retailprice', 'retail_price', 'розничная цена'],
  availability: ['availability', 'наличие', 'остаток'],
  description: ['description', 'описание'],
};

const REQUIRED: PriceListField[] = ['article', 'name', 'category', 'price'];

export type PriceListRow = Record<string, string | number>;

export function priceListRows(sheet: readonly SheetRow[]): PriceListRow[] {
  // The header is the first filled row: a price list has no title above it.
  const header = findHeader(sheet, HEADER_ALIASES, REQUIRED, 1);
  if (!header) {
    const first = findHeader(sheet, HEADER_ALIASES, [], 1);
    const missing = REQUIRED.filter((field) => first?.columns[field] === undefined);
    throw new CliError(`В первой строке файла нет столбцов: ${missing.join(', ')}`);
  }
  const fields = Object.entries(header.columns) as [PriceListField, number][];
  return sheet
    .slice(header.index + 1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ row, cells }) => {
      const entry: PriceListRow = { row };
      for (const [field, column] of fields) entry[field] = cells[column] ?? '';
      return entry;
    });
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
