// Issue 34: an order of a Закупщик above the monthly limit is not placed; it
// waits as an approval request holding the cart (the order's input as sent),
// reserving no stock, until a company administrator approves it (then it
// becomes an order under every normal rule), rejects it with a comment, or
// the requester withdraws it. A retry with the same idempotency key finds the
// same request.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table order_approvals (
    id integer generated always as identity primary key,
    company_id integer not null references companies(id),
    requester_id integer not null references users(id),
    status text not null default 'pending'
      check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
    order_input jsonb not null,
    total_price bigint not null check (total_price >= 0),
    idempotency_key text not null,
    order_id integer references orders(id) on delete set null,
    decided_by integer references users(id) on delete set null,
    comment text,
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (requester_id, idempotency_key),
    check (status <> 'rejected' or length(trim(comment)) > 0)
  )`.execute(db);
  await sql`create index order_approvals_company_idx on order_approvals (company_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists order_approvals`.execute(db);
}
