// A part's analogues ('Аналоги'): parts linked to it by an admin, parts whose
// article is one of its cross numbers (or the other way round), and parts
// sharing a cross number with it. Archived parts are left out.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { LIST_COLUMNS, type ListColumnsRow } from './partsRepository';

const MAX_ANALOGUES = 20;

export async function analoguesOf(db: Kysely<Database>, partId: number): Promise<ListColumnsRow[]> {
  const ids = sql<{ id: number }>`
    select analogue_id as id from part_analogues where part_id = ${partId}
    union
    select p.id from part_cross_numbers c join parts p on p.article_key = c.number_key
      where c.part_id = ${partId}
    union
    select c.part_id from parts me join part_cross_numbers c on c.number_key = me.article_key
      where me.id = ${partId}
    union
    select other.part_id from part_cross_numbers mine
      join part_cross_numbers other on other.number_key = mine.number_key
      where mine.part_id = ${partId}`;
  return db
    .selectFrom('parts')
    .select(LIST_COLUMNS)
    .where('id', 'in', sql<number>`(select id from (${ids}) as a)`)
    .where('id', '<>', partId)
    .where('archived_at', 'is', null)
    .orderBy('availability', 'desc')
    .orderBy('id')
    .limit(MAX_ANALOGUES)
    .execute();
}

/** The part's cross numbers in the order they were added. */
export async function crossNumbersOf(db: Kysely<Database>, partId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('part_cross_numbers')
    .select('number')
    .where('part_id', '=', partId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.number);
}
