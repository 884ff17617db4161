// Writes an import plan in the caller's transaction, a batch at a time, with
// a few set-based statements (unnest of arrays) per batch. Each part row is written once: its cross
// numbers' mirror (cross_text, part of the search text) goes with it, and the
// trigger that would write it again is off for this transaction (migration
// 0029): every rewrite of a row costs all its trigram index entries again.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { articleKey } from '../../../catalog/searchText';
import type { BatchPlan } from './plan';

/** The numbers as stored: the first of each key, in the file's order. */
function distinctNumbers(list: readonly string[]): string[] {
  const keys = new Set<string>();
  return list.filter((number) => {
    const key = articleKey(number);
    if (key === '' || keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

/** What the trigger would put in parts.cross_text for these numbers. */
const crossText = (list: readonly string[] | undefined) => distinctNumbers(list ?? []).join('\n');

/**
 * One statement per batch (ROWS_PER_BATCH rows), never one for the whole
 * file: the driver turns each array parameter into one string and then into
 * one message buffer, so a 100 000-row statement with long descriptions
 * would hold the file's text several times over at once.
 */
async function insertCreated(
  trx: Kysely<Database>,
  rows: BatchPlan['created'],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  for (const row of await insertRows(trx, rows)) ids.set(row.article_key, row.id);
  return ids;
}

async function insertRows(trx: Kysely<Database>, rows: BatchPlan['created']) {
  const inserted = await sql<{ id: number; article_key: string }>`
    insert into parts (name, category_id, part_number, brand, price, retail_price, availability, description,
      cross_text)
    select * from unnest(
      ${rows.map((r) => r.name)}::text[], ${rows.map((r) => r.categoryId)}::text[],
      ${rows.map((r) => r.article)}::text[], ${rows.map((r) => r.brand ?? '')}::text[],
      ${rows.map((r) => r.price)}::bigint[], ${rows.map((r) => r.retailPrice ?? null)}::bigint[],
      ${rows.map((r) => r.availability ?? 0)}::int[], ${rows.map((r) => r.description ?? '')}::text[],
      ${rows.map((r) => crossText(r.crossNumbers))}::text[])
    returning id, article_key`.execute(trx);
  return inserted.rows;
}

async function updateChanged(trx: Kysely<Database>, rows: BatchPlan['changed'], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const a = rows.map((r) => r.after);
  await sql`
    update parts p set name = u.name, category_id = u.category_id, brand = u.brand, price = u.price,
      retail_price = u.retail_price, availability = u.availability, description = u.description,
      cross_text = u.cross_text, archived_at = null, updated_at = ${now}
    from unnest(
      ${rows.map((r) => r.id)}::int[], ${a.map((v) => v.name)}::text[], ${a.map((v) => v.categoryId)}::text[],
      ${a.map((v) => v.brand)}::text[], ${a.map((v) => v.price)}::bigint[], ${a.map((v) => v.retailPrice)}::bigint[],
      ${a.map((v) => v.availability)}::int[], ${a.map((v) => v.description)}::text[],
      ${a.map((v) => crossText(v.crossNumbers))}::text[])
      as u(id, name, category_id, brand, price, retail_price, availability, description, cross_text)
    where p.id = u.id`.execute(trx);
}

/** Replaces the cross numbers of the parts whose list the file sets. */
async function writeCrossNumbers(trx: Kysely<Database>, lists: Array<[number, string[]]>): Promise<void> {
  if (lists.length === 0) return;
  await trx
    .deleteFrom('part_cross_numbers')
    .where('part_id', '=', sql<number>`any(${lists.map(([id]) => id)}::int[])`)
    .execute();
  const ids: number[] = [];
  const numbers: string[] = [];
  for (const [id, list] of lists)
    for (const number of distinctNumbers(list)) {
      ids.push(id);
      numbers.push(number);
    }
  if (ids.length > 0)
    await sql`insert into part_cross_numbers (part_id, number)
      select * from unnest(${ids}::int[], ${numbers}::text[])`.execute(trx);
}

/** Before the first batch: the cross-number trigger is off for this transaction (written with each row). */
export async function beginApply(trx: Kysely<Database>): Promise<void> {
  await sql`select set_config('shop.cross_text_sync', 'off', true)`.execute(trx);
}

/** Writes one batch; the ids of the parts it created, by article key. */
export async function applyBatch(trx: Kysely<Database>, plan: BatchPlan, now: Date) {
  const createdIds = await insertCreated(trx, plan.created);
  await updateChanged(trx, plan.changed, now);
  const crossLists: Array<[number, string[]]> = [
    ...plan.created.flatMap((r): Array<[number, string[]]> => {
      const id = createdIds.get(r.key);
      return id !== undefined && r.crossNumbers?.length ? [[id, r.crossNumbers]] : [];
    }),
    ...plan.changed
      .filter((c) => c.crossChanged)
      .map((c): [number, string[]] => [c.id, c.after.crossNumbers]),
  ];
  await writeCrossNumbers(trx, crossLists);
  return createdIds;
}

/** After the last batch: the parts missing from the file archived (when asked), the catalogue's stamp moved. */
export async function finishApply(
  trx: Kysely<Database>,
  missing: readonly number[],
  now: Date,
): Promise<void> {
  if (missing.length > 0)
    await trx
      .updateTable('parts')
      .set({ archived_at: now })
      .where('id', '=', sql<number>`any(${missing}::int[])`)
      .execute();
  await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
}
