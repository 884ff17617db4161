// A price-list import keeps what its preview showed and what it archived
// (issue 28.5, 29.5): the digest of the previewed plan, which 'Применить'
// must find unchanged, the parts the import put in the archive, and when that
// archive was undone from the history.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table price_imports
    add column plan_digest text,
    add column archived_part_ids integer[] not null default '{}',
    add column archive_restored_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table price_imports
    drop column if exists plan_digest,
    drop column if exists archived_part_ids,
    drop column if exists archive_restored_at`.execute(db);
}
