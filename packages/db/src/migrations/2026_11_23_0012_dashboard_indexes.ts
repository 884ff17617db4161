// Admin dashboard (issue 20) and the orders list filtered by status: orders
// by status and date (the "waiting for more than a day" list, a status slice
// of a period), and the accounts awaiting activation without reading every user.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_status_created_idx on orders (status, created_at)`.execute(db);
  await sql`create index users_inactive_created_idx on users (created_at) where email_verified = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_inactive_created_idx`.execute(db);
  await sql`drop index if exists orders_status_created_idx`.execute(db);
}
