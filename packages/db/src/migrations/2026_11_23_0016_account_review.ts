// When an admin last activated or blocked an account (issue 16). email_verified
// 0 means both "waiting for activation" and "blocked"; an account no admin has
// touched yet is the waiting one. Existing accounts: active ones and those
// whose row changed after registering (the old way of telling) were reviewed.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column status_changed_at timestamptz`.execute(db);
  await sql`update users set status_changed_at = updated_at
    where email_verified = 1 or updated_at <> created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists status_changed_at`.execute(db);
}
