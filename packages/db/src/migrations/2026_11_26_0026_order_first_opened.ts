// Issue 29.11: the admin's orders list marks orders no admin has opened yet.
// Who opened an order first and when is recorded on the order (the detail
// dialog, the order page or the picking sheet). Orders already past
// 'Создан'/'Подтвержден' when this runs have clearly been handled: they count
// as opened (by nobody known); the ones still waiting stay marked.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    add column first_opened_at timestamptz,
    add column first_opened_by integer references users(id) on delete set null`.execute(db);
  await sql`update orders set first_opened_at = updated_at
    where status not in ('pending', 'confirmed')`.execute(db);
  // The list's 'Только новые' filter reads the few unopened orders newest first.
  await sql`create index orders_unopened_idx on orders (created_at desc, id desc)
    where first_opened_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_unopened_idx`.execute(db);
  await sql`alter table orders drop column if exists first_opened_by, drop column if exists first_opened_at`.execute(
    db,
  );
}
