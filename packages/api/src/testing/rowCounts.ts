// What a refused call must not change: the row counts of the main tables.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';

const MAIN_TABLES = [
  'users',
  'parts',
  'orders',
  'order_items',
  'saved_lists',
  'saved_list_items',
  'contact_messages',
  'mail_outbox',
  'categories',
  'order_status_history',
] as const;

/** Row counts of the tables a call could write, as one comparable string. */
export async function rowCounts(db: Kysely<Database>): Promise<string> {
  const parts = MAIN_TABLES.map(
    (table) => sql`select ${table} as t, count(*)::int as n from ${sql.table(table)}`,
  );
  const { rows } = await sql<{ t: string; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows
    .map((r) => `${r.t}=${r.n}`)
    .sort()
    .join(' ');
}
