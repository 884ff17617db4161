// The catalogue's shape: what the brand filter (and anything else derived
// from which parts exist, how they are named and filed) is built from. The
// catalogue version of migration 0008 moves on every statement on parts,
// stock included, so every order threw away the brand list and the next page
// view grouped the whole catalogue again (issue 32). This second sequence
// moves only when a part comes or goes, or its brand, name, category or
// archive mark is written (a statement naming those columns, even with the
// same value: cheap and never stale), or the categories change.
//
// Keys of brands and cross numbers with a space inside (issue 32): migration
// 0011 put the keys of `brand || ' ' || cross_text` in the search text keeping
// spaces, since cross_text joined the numbers with spaces, so 'Liqui Moly'
// gave 'liqui moly' and 'liquimoly' found nothing, nor 'lp276438' the cross
// number 'LP 2764.38'. cross_text now joins the numbers with a line break
// (a number never holds one), and the search text holds the brand's key and
// each number's key whole. The key is one SQL function, text_key(), the
// same as articleKey() in the API (a test compares them).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const SHAPE_COLUMNS = 'brand, name, category_id, archived_at';

// The same folding as migrations 0004 and 0011 (see 0004 why translate() comes first).
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER = 'abcdefghijklmnopqrstuvwxyzабвгдеежзийклмнопрстуфхцчшщъыьэюяе';
const fold = (expression: string) => `lower(translate(${expression}, '${UPPER}', '${LOWER}'))`;

/** cross_text's separator: a line break, never inside a number. */
const SEPARATOR = "E'\\n'";

const NEW_SEARCH_TEXT = `${fold(`name || ' ' || part_number || ' ' || description || ' ' || brand || ' ' || cross_text`)}
  || ' ' || text_key(brand) || ' ' || text_key_list(cross_text)`;
// Migration 0011's, for down().
const OLD_SEARCH_TEXT = `${fold(`name || ' ' || part_number || ' ' || description || ' ' || brand || ' ' || cross_text`)}
  || ' ' || regexp_replace(${fold(`brand || ' ' || cross_text`)}, '[^0-9a-zа-я ]', '', 'g')`;

/** The trigger of migrations 0011 and 0029 with its separator. */
const syncBody = (separator: string) => `
  create or replace function parts_sync_cross_text() returns trigger language plpgsql as $$
  begin
    if current_setting('shop.cross_text_sync', true) = 'off' then return null; end if;
    update parts p set cross_text = coalesce(
      (select string_agg(c.number, ${separator} order by c.id) from part_cross_numbers c where c.part_id = p.id), '')
    where p.id in (select part_id from changed_rows);
    return null;
  end $$`;

/**
 * Rewrites search_text (its two trigram indexes go with the column: 0011 and
 * 0017) and cross_text with `separator`, in one pass over the table.
 */
async function rebuildSearchText(db: Kysely<any>, expression: string, separator: string): Promise<void> {
  await sql`alter table parts drop column search_text`.execute(db);
  await sql
    .raw(
      `update parts p set cross_text = c.list
       from (select part_id, string_agg(number, ${separator} order by id) as list
             from part_cross_numbers group by part_id) c
       where p.id = c.part_id and p.cross_text is distinct from c.list`,
    )
    .execute(db);
  await sql
    .raw(`alter table parts add column search_text text generated always as (${expression}) stored`)
    .execute(db);
  await sql`create index parts_search_text_trgm on parts using gin (search_text gin_trgm_ops)`.execute(db);
  // The same expression as SEARCH_KEY in the API's searchSql.ts (migration 0017).
  await sql`
    create index parts_search_key_trgm on parts
    using gin ((replace(replace(replace(search_text, '-', ''), '.', ''), '/', '')) gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence catalog_shape_version`.execute(db);
  await sql`
    create function catalog_shape_version_bump() returns trigger language plpgsql as $$
    begin
      perform nextval('catalog_shape_version');
      return null;
    end $$`.execute(db);
  const triggers: Array<[string, string, string]> = [
    ['parts_shape_rows', 'parts', 'insert or delete or truncate'],
    ['parts_shape_columns', 'parts', `update of ${SHAPE_COLUMNS}`],
    ['categories_shape', 'categories', 'insert or update or delete or truncate'],
  ];
  for (const [name, table, events] of triggers) {
    await sql
      .raw(
        `create trigger ${name} after ${events} on ${table}
         for each statement execute function catalog_shape_version_bump()`,
      )
      .execute(db);
  }

  // Letters and digits, lower case, ё as е: articleKey() of searchText.ts.
  await sql
    .raw(
      `create function text_key(value text) returns text language sql immutable parallel safe as $$
         select regexp_replace(${fold('value')}, '[^0-9a-zа-я]', '', 'g') $$`,
    )
    .execute(db);
  // A list's keys, one per line of it, separated by spaces.
  await sql
    .raw(
      `create function text_key_list(value text) returns text language sql immutable parallel safe as $$
         select translate(regexp_replace(${fold('value')}, E'[^0-9a-zа-я\\n]', '', 'g'), E'\\n', ' ') $$`,
    )
    .execute(db);
  await sql.raw(syncBody(SEPARATOR)).execute(db);
  await rebuildSearchText(db, NEW_SEARCH_TEXT, SEPARATOR);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(syncBody(`' '`)).execute(db);
  await rebuildSearchText(db, OLD_SEARCH_TEXT, `' '`);
  await sql`drop function if exists text_key_list(text)`.execute(db);
  await sql`drop function if exists text_key(text)`.execute(db);
  await sql`drop trigger if exists parts_shape_rows on parts`.execute(db);
  await sql`drop trigger if exists parts_shape_columns on parts`.execute(db);
  await sql`drop trigger if exists categories_shape on categories`.execute(db);
  await sql`drop function if exists catalog_shape_version_bump()`.execute(db);
  await sql`drop sequence if exists catalog_shape_version`.execute(db);
}
