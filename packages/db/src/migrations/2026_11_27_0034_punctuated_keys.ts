// The second trigram index over the search text (migration 0017) held the
// whole text once more without '-', '.' and '/', description and all: each
// part's every trigram twice, 15 of the 46 s a 100 000-row price list spent
// writing parts, and 81 MB beside the text's own 82 MB (issue 28). Only
// words typed with that punctuation ever look there (searchSql.ts,
// searchKeysOf: "mp-50", "5gh.e4"), and such a word can only occur inside a
// run of letters, digits and punctuation that holds punctuation itself. So
// the index now holds just those runs, punctuation removed (`mp-50` in the
// text means `mp50` here): a necessary condition for the punctuated word,
// as before, with the substring test on the text still deciding. About one
// word in twenty of a description, 1.5 us a part to compute.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  // Greedy from the start of each run of [0-9a-zа-я./-] (search_text is
  // folded to lower case, ё as е), so each match is a whole run that holds
  // punctuation.
  await sql
    .raw(
      `create function punctuated_keys(value text) returns text language sql immutable parallel safe as $$
         select coalesce(string_agg(translate(run[1], '-./', ''), ' '), '')
         from regexp_matches(value, '[0-9a-zа-я]*[./-][0-9a-zа-я./-]*', 'g') as run $$`,
    )
    .execute(db);
  await sql`drop index if exists parts_search_key_trgm`.execute(db);
  // The same expression as PUNCTUATED_KEYS in the API's searchSql.ts.
  await sql`
    create index parts_punctuated_keys_trgm on parts
    using gin (punctuated_keys(search_text) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_punctuated_keys_trgm`.execute(db);
  await sql`drop function if exists punctuated_keys(text)`.execute(db);
  await sql`
    create index parts_search_key_trgm on parts
    using gin ((replace(replace(replace(search_text, '-', ''), '.', ''), '/', '')) gin_trgm_ops)`.execute(db);
}
