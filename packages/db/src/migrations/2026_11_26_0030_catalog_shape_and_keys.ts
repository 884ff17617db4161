// The catalogue's shape: what the brand filter (and anything else derived
// from which parts exist, how they are named and filed) is built from. The
// catalogue version of migration 0008 moves on every statement on parts,
// stock included, so every order threw away the brand list and the next page
// view grouped the whole catalogue again (issue 32). This second sequence
// moves only when a part comes or goes, or its brand, name, category or
// archive mark is written (a statement naming those columns, even with the
// same value: cheap and never stale), or the categories change.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const SHAPE_COLUMNS = 'brand, name, category_id, archived_at';

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
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists parts_shape_rows on parts`.execute(db);
  await sql`drop trigger if exists parts_shape_columns on parts`.execute(db);
  await sql`drop trigger if exists categories_shape on categories`.execute(db);
  await sql`drop function if exists catalog_shape_version_bump()`.execute(db);
  await sql`drop sequence if exists catalog_shape_version`.execute(db);
}
