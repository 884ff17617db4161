// Admin dashboard (issue 20) and the orders list filtered by status.
// - orders by status and date: the "waiting for more than a day" list, a
//   status slice of a period;
// - a period's orders with what the figures add up (status, total, buyer)
//   inside the index, and each order's lines with part, quantity and price:
//   a period's sums and rankings read two indexes and no table rows
//   (index-only scans once vacuum has marked the pages);
// - accounts awaiting activation without reading every user.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_status_created_idx on orders (status, created_at)`.execute(db);
  await sql`create index orders_period_totals_idx on orders (created_at) include (status, total_price, user_id, id)`.execute(
    db,
  );
  await sql`create index order_items_sales_idx on order_items (order_id) include (part_id, quantity, unit_price)`.execute(
    db,
  );
  await sql`create index users_inactive_created_idx on users (created_at) where email_verified = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_inactive_created_idx`.execute(db);
  await sql`drop index if exists order_items_sales_idx`.execute(db);
  await sql`drop index if exists orders_period_totals_idx`.execute(db);
  await sql`drop index if exists orders_status_created_idx`.execute(db);
}
