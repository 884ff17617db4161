// Uploaded price lists move to the shop's file store (issue 30): a row names
// its file's key; rows from before keep their bytes in file_data.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table price_imports
    add column file_key text,
    alter column file_data drop not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table price_imports drop column if exists file_key`.execute(db);
}
