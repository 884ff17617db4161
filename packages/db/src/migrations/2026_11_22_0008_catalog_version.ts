// A version number of the catalogue that moves with every change to parts,
// their images or the categories, whoever makes it (orders taking stock,
// imports, an admin's edit). The cached whole-catalogue snapshot of
// GET /api/parts-data compares it instead of re-reading megabytes.
// A sequence, not a counter row: nextval takes no row lock, so concurrent
// orders never queue behind one another for it.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const TABLES = ['parts', 'part_images', 'categories'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence catalog_version`.execute(db);
  await sql`
    create function catalog_version_bump() returns trigger language plpgsql as $$
    begin
      perform nextval('catalog_version');
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql
      .raw(
        `create trigger ${table}_version_bump after insert or update or delete or truncate on ${table}
         for each statement execute function catalog_version_bump()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql.raw(`drop trigger if exists ${table}_version_bump on ${table}`).execute(db);
  await sql`drop function if exists catalog_version_bump()`.execute(db);
  await sql`drop sequence if exists catalog_version`.execute(db);
}
