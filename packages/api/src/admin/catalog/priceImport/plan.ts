// What applying a price list would do, a batch of rows at a time: new parts,
// changed parts (with the values before and after), unchanged ones; and, once
// every batch is planned, the parts missing from the file that "archive
// missing" would archive.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { ValidRow } from './readPriceList';

export interface PartValues {
  name: string;
  categoryId: string;
  brand: string;
  price: number;
  retailPrice: number | null;
  availability: number;
  description: string;
  archived: boolean;
  crossNumbers: string[];
}

export interface ChangedRow {
  row: number;
  id: number;
  article: string;
  before: PartValues;
  after: PartValues;
  crossChanged: boolean;
  /** The row as the file gives it: what the apply sets (a value it leaves empty stays as the shop has it). */
  file: ValidRow;
}

export interface BatchPlan {
  created: ValidRow[];
  changed: ChangedRow[];
  unchanged: number;
}

interface ExistingRow {
  id: number;
  article_key: string;
  name: string;
  category_id: string;
  brand: string;
  price: number;
  retail_price: number | null;
  availability: number;
  description: string;
  archived_at: Date | null;
}

async function existingParts(db: Kysely<Database>, keys: string[], lock: boolean) {
  const rows = await db
    .selectFrom('parts')
    .select([
      'id',
      'article_key',
      'name',
      'category_id',
      'brand',
      'price',
      'retail_price',
      'availability',
      'description',
      'archived_at',
    ])
    // A set joined (the index per key), never `= any(array)` as a filter: with
    // `order by id` PostgreSQL walked the whole table comparing each part with
    // every key (14 s per 2 000 keys at 105 000 parts).
    .where(sql<boolean>`article_key in (select unnest(${keys}::text[]))`)
    .orderBy('id')
    .$if(lock, (query) => query.forUpdate())
    .execute();
  const byKey = new Map<string, ExistingRow>();
  for (const row of rows) if (!byKey.has(row.article_key)) byKey.set(row.article_key, row);
  return byKey;
}

async function crossNumbersByPart(db: Kysely<Database>, ids: number[]) {
  const byPart = new Map<number, string[]>();
  if (ids.length === 0) return byPart;
  const rows = await db
    .selectFrom('part_cross_numbers')
    .select(['part_id', 'number'])
    .where(sql<boolean>`part_id in (select unnest(${ids}::int[]))`)
    .orderBy('id')
    .execute();
  for (const row of rows) byPart.set(row.part_id, [...(byPart.get(row.part_id) ?? []), row.number]);
  return byPart;
}

const same = (a: PartValues, b: PartValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `lock` (when applying, inside its transaction): the parts read stay as read
 * until the import commits, so what is checked against the preview is what is written.
 */
export async function planBatch(db: Kysely<Database>, rows: ValidRow[], lock = false): Promise<BatchPlan> {
  const keys = rows.map((r) => r.key);
  const existing = await existingParts(db, keys, lock);
  const cross = await crossNumbersByPart(
    db,
    [...existing.values()].map((p) => p.id),
  );
  const plan: BatchPlan = { created: [], changed: [], unchanged: 0 };
  for (const row of rows) {
    const part = existing.get(row.key);
    if (!part) {
      plan.created.push(row);
      continue;
    }
    const before: PartValues = {
      name: part.name,
      categoryId: part.category_id,
      brand: part.brand,
      price: part.price,
      retailPrice: part.retail_price,
      availability: part.availability,
      description: part.description,
      archived: part.archived_at !== null,
      crossNumbers: cross.get(part.id) ?? [],
    };
    // A column left empty in the file keeps what the shop has.
    const after: PartValues = {
      name: row.name,
      categoryId: row.categoryId,
      brand: row.brand ?? before.brand,
      price: row.price,
      retailPrice: row.retailPrice ?? before.retailPrice,
      availability: row.availability ?? before.availability,
      description: row.description ?? before.description,
      archived: false,
      crossNumbers: row.crossNumbers ?? before.crossNumbers,
    };
    if (same(before, after)) plan.unchanged += 1;
    else
      plan.changed.push({
        row: row.row,
        id: part.id,
        article: row.article,
        before,
        after,
        crossChanged: JSON.stringify(before.crossNumbers) !== JSON.stringify(after.crossNumbers),
        file: row,
      });
  }
  return plan;
}

/** Ids of the shop's parts (not archived) whose keys the file does not have. */
export async function missingParts(db: Kysely<Database>, keys: string[], lock = false): Promise<number[]> {
  const missing = await db
    .selectFrom('parts')
    .select('id')
    .where('archived_at', 'is', null)
    .where(sql<boolean>`not (article_key in (select unnest(${keys}::text[])))`)
    .orderBy('id')
    .$if(lock, (query) => query.forUpdate())
    .execute();
  return missing.map((m) => m.id);
}
