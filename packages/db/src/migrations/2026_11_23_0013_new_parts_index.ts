// "Only new" parts (issue 21, a million parts): new means updated within the
// last 7 days or marked new by the admin. With no index on marked_new the
// OR could not be answered from indexes, so the count of a new-only page
// read the whole table (0.5-0.8 s at a million parts). The few marked parts
// get a partial index; with parts_updated_at_idx the planner ORs two bitmaps.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index parts_marked_new_idx on parts (id) where marked_new`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_marked_new_idx`.execute(db);
}
