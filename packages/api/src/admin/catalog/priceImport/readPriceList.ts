// A price-list file -> checked rows. Each row is valid (with its values,
// handed on as it is checked) or rejected with a Russian reason; nothing here
// touches the catalogue.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import {
  SheetError,
  SheetReaderUnavailable,
  streamSheetOffThread,
  type RowsHandler,
  type SheetRow,
} from '@shop/sheets';
import { splitCrossNumbers } from '@shop/schemas';
import {
  PRICE_LIST_MAX_FILE_BYTES,
  PRICE_LIST_MAX_ROWS,
  PRICE_LIST_MAX_UNZIPPED_BYTES,
} from '@shop/schemas/limits';
import { AppError } from '../../../errors';
import { importRowInput } from '../../../catalog/importParts';
import { articleKey } from '../../../catalog/searchText';
import { chooseColumns, REQUIRED_FIELDS, type ColumnMapping, type PriceListField } from './columns';

export interface ValidRow {
  row: number;
  article: string;
  key: string;
  name: string;
  categoryId: string;
  price: number;
  brand?: string;
  retailPrice?: number | null;
  availability?: number;
  description?: string;
  crossNumbers?: string[];
}
export interface RejectedRow {
  row: number;
  article: string;
  reason: string;
}

/** What a read leaves besides its valid rows (which went to its `onValid`). */
export interface ReadPriceList {
  headers: string[];
  mapping: ColumnMapping;
  validCount: number;
  rejected: RejectedRow[];
}

async function categoryResolver(db: Kysely<Database>) {
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  const byKey = new Map<string, string>();
  for (const c of categories) byKey.set(c.id.toLowerCase(), c.id).set(c.name.toLowerCase(), c.id);
  return (value: string) => byKey.get(value.trim().toLowerCase());
}

/**
 * Reads the file on the sheet thread, handing its rows on a batch at a time;
 * its refusals in Russian (400, or 503 when it is busy).
 */
async function streamPriceListRows(bytes: Uint8Array, onRows: RowsHandler): Promise<void> {
  try {
    await streamSheetOffThread(
      bytes,
      {
        maxBytes: PRICE_LIST_MAX_FILE_BYTES,
        maxRows: PRICE_LIST_MAX_ROWS,
        rowsAbove: 1,
        maxUnzippedBytes: PRICE_LIST_MAX_UNZIPPED_BYTES,
      },
      onRows,
    );
  } catch (error) {
    if (error instanceof SheetError) throw new AppError('BAD_REQUEST', error.message);
    if (error instanceof SheetReaderUnavailable) throw new AppError('UNAVAILABLE', error.message);
    throw error;
  }
}

function assertRequiredColumns(mapping: ColumnMapping): void {
  const missing = REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);
  if (missing.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      t('admin:priceImport.missingColumns', {
        columns: missing.map((f) => t(`admin:priceImport.fields.${f}`)).join(', '),
      }),
    );
}

/**
 * The file's rows checked as they arrive from the sheet thread, the valid
 * ones handed to `onValid` a few hundred at a time in the file's order (the
 * reading waits for a promise it returns): neither the file's cells nor its
 * rows are ever held whole here (a 100 000-row XLSX is ~250 MB of them).
 */
export async function readPriceList(
  db: Kysely<Database>,
  bytes: Uint8Array,
  explicit: ColumnMapping | undefined,
  remembered: Partial<Record<PriceListField, string>> | undefined,
  onValid: (rows: ValidRow[]) => void | Promise<void>,
): Promise<ReadPriceList> {
  const categoryOf = await categoryResolver(db);
  let header: { headers: string[]; mapping: ColumnMapping } | null = null;
  const seen = new Map<string, number>();
  let validCount = 0;
  const rejected: RejectedRow[] = [];
  // One translation per category, not per row: a hostile list of 100 000 rows
  // of one unknown category spent 2 s of the server's thread in i18next.
  const reasons = new Map<string, string>();
  const unknownCategory = (category: string) => {
    let reason = reasons.get(category);
    if (reason === undefined) {
      reason = t('admin:catalogImport.unknownCategory', { category });
      if (reasons.size < 1000) reasons.set(category, reason);
    }
    return reason;
  };
  const check = (sheetRow: SheetRow, mapping: ColumnMapping, valid: ValidRow[]) => {
    if (!isFilled(sheetRow)) return;
    const { row, cells } = sheetRow;
    const raw: Record<string, unknown> = { row };
    for (const [field, column] of Object.entries(mapping) as [PriceListField, number][])
      raw[field] = cells[column] ?? '';
    const article = String(raw.article ?? '').trim();
    const reject = (reason: string) => rejected.push({ row, article, reason });
    const parsed = importRowInput.safeParse(raw);
    if (!parsed.success) return reject(parsed.error.issues[0]?.message ?? t('errors:badRequest'));
    const categoryId = categoryOf(parsed.data.category);
    if (!categoryId) return reject(unknownCategory(parsed.data.category));
    const key = articleKey(parsed.data.article);
    if (key === '') return reject(t('admin:catalog.validation.articleNoCharacters'));
    const earlier = seen.get(key);
    if (earlier !== undefined) return reject(t('admin:catalogImport.duplicateArticle', { row: earlier }));
    seen.set(key, row);
    const cross =
      mapping.crossNumbers === undefined ? undefined : splitCrossNumbers(String(raw.crossNumbers));
    if (cross?.some((n) => n.length > 64)) return reject(t('admin:catalog.validation.crossNumber'));
    const { category: _category, row: _row, ...values } = parsed.data;
    validCount += 1;
    valid.push({ ...values, row, key, categoryId, ...(cross !== undefined && { crossNumbers: cross }) });
  };
  await streamPriceListRows(bytes, async (batch) => {
    const valid: ValidRow[] = [];
    for (const sheetRow of batch) {
      if (header) check(sheetRow, header.mapping, valid);
      else if (isFilled(sheetRow)) {
        // The header is the first filled row: a price list has no title above it.
        const headers = sheetRow.cells.map((c) => c.trim());
        header = { headers, mapping: chooseColumns(headers, explicit, remembered) };
        // A file without the needed columns is refused at its header, not after its last row.
        assertRequiredColumns(header.mapping);
      }
    }
    if (valid.length > 0) await onValid(valid);
  });
  if (!header) assertRequiredColumns({});
  const { headers, mapping } = header ?? { headers: [], mapping: {} };
  return { headers, mapping, validCount, rejected };
}

const isFilled = (row: SheetRow) => row.cells.some((cell) => cell.trim() !== '');
