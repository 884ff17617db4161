// Article fragments with punctuation at a million parts (issue 21): "MP-50"
// asks the trigram index of search_text for the words "mp" and "50", found in
// tens of thousands of parts, each then rechecked on a table page read at
// random. The search text without the punctuation typed inside articles
// (`mp-50` in the text means `mp50` in it) has the selective trigrams "mp5"
// and "p50": its trigram index finds the few candidates, and the substring
// tests still decide (searchSql.ts). An index on an expression rather than a
// new column: no rewrite of the table. replace() rather than a regular
// expression or translate(): 0.5 us a row against 20-30 us, paid again on
// every candidate the index finds.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  // The same expression as SEARCH_KEY in the API's searchSql.ts, or the
  // planner does not use the index.
  await sql`
    create index parts_search_key_trgm on parts
    using gin ((replace(replace(replace(search_text, '-', ''), '.', ''), '/', '')) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_search_key_trgm`.execute(db);
}
