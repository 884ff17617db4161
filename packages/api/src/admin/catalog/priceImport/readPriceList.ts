// A price-list file -> checked rows. Each row is valid (with its values) or
// rejected with a Russian reason; nothing here touches the catalogue.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { readSheetOffThread, SheetError, SheetReaderUnavailable, type SheetRow } from '@shop/sheets';
import { splitCrossNumbers } from '@shop/schemas';
import {
  PRICE_LIST_MAX_FILE_BYTES,
  PRICE_LIST_MAX_ROWS,
  PRICE_LIST_MAX_UNZIPPED_BYTES,
} from '@shop/schemas/limits';
import { AppError } from '../../../errors';
import { importRowInput } from '../../../catalog/importParts';
import { articleKey } from '../../../catalog/searchText';
import {
  chooseColumns,
  headerRow,
  REQUIRED_FIELDS,
  type ColumnMapping,
  type PriceListField,
} from './columns';

/** Rows checked between two turns of the event loop: a 100 000-row list never holds it long. */
const ROWS_PER_TURN = 2000;

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

export interface ReadPriceList {
  headers: string[];
  mapping: ColumnMapping;
  valid: ValidRow[];
  rejected: RejectedRow[];
}

async function categoryResolver(db: Kysely<Database>) {
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  const byKey = new Map<string, string>();
  for (const c of categories) byKey.set(c.id.toLowerCase(), c.id).set(c.name.toLowerCase(), c.id);
  return (value: string) => byKey.get(value.trim().toLowerCase());
}

/** The file's rows, read on the sheet thread; its refusals in Russian (400, or 503 when it is busy). */
async function readPriceListRows(bytes: Uint8Array): Promise<SheetRow[]> {
  try {
    return await readSheetOffThread(bytes, {
      maxBytes: PRICE_LIST_MAX_FILE_BYTES,
      maxRows: PRICE_LIST_MAX_ROWS,
      rowsAbove: 1,
      maxUnzippedBytes: PRICE_LIST_MAX_UNZIPPED_BYTES,
    });
  } catch (error) {
    if (error instanceof SheetError) throw new AppError('BAD_REQUEST', error.message);
    if (error instanceof SheetReaderUnavailable) throw new AppError('UNAVAILABLE', error.message);
    throw error;
  }
}

export async function readPriceList(
  db: Kysely<Database>,
  bytes: Uint8Array,
  explicit: ColumnMapping | undefined,
  remembered: Partial<Record<PriceListField, string>> | undefined,
): Promise<ReadPriceList> {
  const sheet = await readPriceListRows(bytes);
  const header = headerRow(sheet);
  const mapping = chooseColumns(header.cells, explicit, remembered);
  const missing = REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);
  if (missing.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      t('admin:priceImport.missingColumns', {
        columns: missing.map((f) => t(`admin:priceImport.fields.${f}`)).join(', '),
      }),
    );
  const categoryOf = await categoryResolver(db);
  const seen = new Map<string, number>();
  const valid: ValidRow[] = [];
  const rejected: RejectedRow[] = [];
  for (let i = header.index + 1; i < sheet.length; i += 1) {
    const { row, cells } = sheet[i]!;
    if (i % ROWS_PER_TURN === 0) await nextTurn();
    if (cells.every((cell) => cell.trim() === '')) continue;
    const raw: Record<string, unknown> = { row };
    for (const [field, column] of Object.entries(mapping) as [PriceListField, number][])
      raw[field] = cells[column] ?? '';
    const article = String(raw.article ?? '').trim();
    const reject = (reason: string) => rejected.push({ row, article, reason });
    const parsed = importRowInput.safeParse(raw);
    if (!parsed.success) {
      reject(parsed.error.issues[0]?.message ?? t('errors:badRequest'));
      continue;
    }
    const categoryId = categoryOf(parsed.data.category);
    if (!categoryId) {
      reject(t('admin:catalogImport.unknownCategory', { category: parsed.data.category }));
      continue;
    }
    const key = articleKey(parsed.data.article);
    if (key === '') {
      reject(t('admin:catalog.validation.articleNoCharacters'));
      continue;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      reject(t('admin:catalogImport.duplicateArticle', { row: earlier }));
      continue;
    }
    seen.set(key, row);
    const cross =
      mapping.crossNumbers === undefined ? undefined : splitCrossNumbers(String(raw.crossNumbers));
    if (cross?.some((n) => n.length > 64)) {
      reject(t('admin:catalog.validation.crossNumber'));
      continue;
    }
    const { category: _category, row: _row, ...values } = parsed.data;
    valid.push({ ...values, row, key, categoryId, ...(cross !== undefined && { crossNumbers: cross }) });
  }
  return { headers: header.cells, mapping, valid, rejected };
}
