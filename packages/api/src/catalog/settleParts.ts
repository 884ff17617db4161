import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';

/**
 * After a bulk write of parts (a price list, 1C's catalogue or offers):
 * VACUUM, so the pages the write touched are all-visible again, and ANALYZE,
 * so the planner sees the catalogue as it now is.
 *
 * Every part a list changes is a new row version on a page that is then no
 * longer all-visible, and until VACUUM runs, each count a browsed page makes
 * from an index reads those rows from the table instead. At a million parts
 * after a 100 000-row price list, a category's count took 330 ms, and 20 ms
 * once vacuumed (14 s of VACUUM, which blocks neither buyers nor orders).
 * Autovacuum would not come: by default it waits for a fifth of the table to
 * be dead rows, and a server may run without it.
 */
export async function settleParts(db: Kysely<Database>): Promise<void> {
  await sql`vacuum (analyze) parts`.execute(db);
}
