// The search text's folding to lower case (issue 28). Migrations 0004, 0011
// and 0030 fold with lower(translate(text, 66 capitals, 66 small letters)),
// so that Russian letters fold even on a database with the plain C locale
// (PGlite's). PostgreSQL's translate() looks each character of the text up
// in that 66-letter list one by one: about 80 µs for a part with a long
// description, 8 of the 38 s a 100 000-row price list spent writing parts.
// Where lower() itself folds Russian letters (any UTF-8 locale, as
// PostgreSQL's C.UTF-8), fold_text() is lower() and ё -> е only: the same
// result, since lower() then maps A-Z, А-Я and Ё as the list does and both
// forms run lower() over the rest. Where it does not (C locale), fold_text()
// keeps the list. The choice is made here, once, by asking this database.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER = 'abcdefghijklmnopqrstuvwxyzабвгдеежзийклмнопрстуфхцчшщъыьэюяе';
const listFold = (expression: string) => `lower(translate(${expression}, '${UPPER}', '${LOWER}'))`;

const SEARCHED = `name || ' ' || part_number || ' ' || description || ' ' || brand || ' ' || cross_text`;
const KEYS = `text_key(brand) || ' ' || text_key_list(cross_text)`;
/** Migration 0030's search text, for down(). */
const OLD_SEARCH_TEXT = `${listFold(SEARCHED)} || ' ' || ${KEYS}`;
const NEW_SEARCH_TEXT = `fold_text(${SEARCHED}) || ' ' || ${KEYS}`;

const keyFunctions = (fold: (expression: string) => string) => [
  `create or replace function text_key(value text) returns text language sql immutable parallel safe as $$
     select regexp_replace(${fold('value')}, '[^0-9a-zа-я]', '', 'g') $$`,
  `create or replace function text_key_list(value text) returns text language sql immutable parallel safe as $$
     select translate(regexp_replace(${fold('value')}, E'[^0-9a-zа-я\\n]', '', 'g'), E'\\n', ' ') $$`,
];

/** Rewrites search_text with `expression`; its two trigram indexes (0011, 0017) go with it. */
async function rebuildSearchText(db: Kysely<any>, expression: string): Promise<void> {
  await sql`alter table parts drop column search_text`.execute(db);
  await sql
    .raw(`alter table parts add column search_text text generated always as (${expression}) stored`)
    .execute(db);
  await sql`create index parts_search_text_trgm on parts using gin (search_text gin_trgm_ops)`.execute(db);
  // The same expression as SEARCH_KEY in the API's searchSql.ts.
  await sql`
    create index parts_search_key_trgm on parts
    using gin ((replace(replace(replace(search_text, '-', ''), '.', ''), '/', '')) gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ folds: boolean }>`
    select lower(${UPPER}) = ${UPPER.toLowerCase()} as folds`.execute(db);
  const lowerFolds = rows[0]?.folds === true;
  const body = lowerFolds ? `translate(lower(value), 'ё', 'е')` : listFold('value');
  await sql
    .raw(
      `create function fold_text(value text) returns text language sql immutable parallel safe as $$
         select ${body} $$`,
    )
    .execute(db);
  // Named with its schema: a restore (pg_dump) runs with an empty search_path,
  // and text_key() is inlined into the parts table's generated columns there.
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]!.name;
  const qualified = `"${schema.replace(/"/g, '""')}".fold_text`;
  for (const statement of keyFunctions((expression) => `${qualified}(${expression})`))
    await sql.raw(statement).execute(db);
  await rebuildSearchText(db, NEW_SEARCH_TEXT);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildSearchText(db, OLD_SEARCH_TEXT);
  for (const statement of keyFunctions(listFold)) await sql.raw(statement).execute(db);
  await sql`drop function if exists fold_text(text)`.execute(db);
}
