// A text query whose matches are dense walks a sort order until its page is
// full, testing each part's search text (packages/api, searchSql.ts,
// walkedPageQuery). The order indexes held only the sort keys, so each walked
// part was a read of its table row at random: at a million parts, with the
// table (381 MB) larger than PostgreSQL's buffers, half of them from the
// operating system, 4.5 us a part, 85 ms for 'фара yamaha' (issue 32). The
// two whole-catalogue order indexes now carry what the walk tests, so it
// reads the index alone (22 ms). Each grows from 21 MB to 214 MB at a
// million parts of short texts, 494 MB with long descriptions; the category
// orders stay narrow (a category's walk is shorter, and each wide index adds
// its bytes to every write of a part).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

// What the walk reads: the other sort key, the text it tests, the article it
// skips and the archive it filters by.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_home_order_idx`.execute(db);
  await sql`
    create index parts_home_order_idx on parts (home_rank, availability desc, id)
    include (search_text, article_key, archived_at)`.execute(db);
  await sql`drop index if exists parts_catalog_order_idx`.execute(db);
  await sql`
    create index parts_catalog_order_idx on parts (availability desc, id)
    include (home_rank, search_text, article_key, archived_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_home_order_idx`.execute(db);
  await sql`create index parts_home_order_idx on parts (home_rank, availability desc, id)`.execute(db);
  await sql`drop index if exists parts_catalog_order_idx`.execute(db);
  await sql`create index parts_catalog_order_idx on parts (availability desc, id)`.execute(db);
}
