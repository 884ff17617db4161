// The columns of a price list: found by their headers (Russian or English, as
// the CLI's `catalog:import` reads them), or chosen by the admin once and then
// remembered by header text for the next file.
import { columnsOfHeader, normaliseHeader, type HeaderAliases } from '@shop/sheets';
import type { priceListFields } from '@shop/schemas';

export type PriceListField = (typeof priceListFields)[number];
export const REQUIRED_FIELDS: readonly PriceListField[] = ['article', 'name', 'category', 'price'];

const HEADER_ALIASES: HeaderAliases<PriceListField> = {
  article: ['article', 'partnumber', 'part_number', 'артикул'],
  name: ['name', 'название', 'наименование'],
  category: ['category', 'категория'],
  brand: ['brand', 'бренд', 'производитель'],
  price: ['price', 'цена', 'цена опт', 'оптовая цена'],
  retailPrice: ['retailprice', 'retail_price', 'розничная цена', 'розница'],
  availability: ['availability', 'наличие', 'остаток', 'stock'],
  description: ['description', 'описание'],
  crossNumbers: ['кроссы', 'кросс', 'кросс-номера', 'crossnumbers', 'cross', 'oem'],
};

/** Field -> column index (0-based). */
export type ColumnMapping = Partial<Record<PriceListField, number>>;

/**
 * The columns to read: the admin's explicit choice, else what was remembered
 * (field -> header text of the last import), else the known header names.
 */
export function chooseColumns(
  headers: readonly string[],
  explicit: ColumnMapping | undefined,
  remembered: Partial<Record<PriceListField, string>> | undefined,
): ColumnMapping {
  if (explicit) return explicit;
  const mapping: ColumnMapping = columnsOfHeader(headers, HEADER_ALIASES);
  for (const [field, header] of Object.entries(remembered ?? {}) as [PriceListField, string][]) {
    const column = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header));
    if (column >= 0) mapping[field] = column;
  }
  return mapping;
}

/** What to remember: field -> the header text of its column. */
export function mappingByHeader(headers: readonly string[], mapping: ColumnMapping) {
  const byHeader: Partial<Record<PriceListField, string>> = {};
  for (const [field, column] of Object.entries(mapping) as [PriceListField, number][])
    if (headers[column]) byHeader[field] = headers[column];
  return byHeader;
}
