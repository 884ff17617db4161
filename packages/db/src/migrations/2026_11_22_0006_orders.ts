// Orders, their lines, status history, and saved parts lists.
// Stock rules live here too: a line records how much it took from stock
// (reserved_quantity), so edits and deletions can give back exactly that.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const STATUSES = `'pending','confirmed','processing','ready_for_pickup','shipped','out_for_delivery','delivered','completed','cancelled'`;

export async function up(db: Kysely<any>): Promise<void> {
  // Server-assigned order numbers: ORD- plus digits from this sequence.
  await sql`create sequence order_number_seq start with 100001`.execute(db);

  await sql`
    create table orders (
      id integer generated always as identity primary key,
      order_number text not null unique check (order_number ~ '^ORD-[0-9]+$'),
      user_id integer not null references users (id),
      name text not null,
      status text not null check (status in (${sql.raw(STATUSES)})),
      delivery_method text not null check (delivery_method in ('pickup', 'courier', 'shipping')),
      payment_method text not null check (payment_method in ('card', 'cash', 'invoice')),
      city text not null default '',
      delivery_address text not null default '',
      comments text not null default '',
      total_price bigint not null check (total_price >= 0),
      contact_name text not null,
      contact_email text not null,
      contact_phone text not null default '',
      company text,
      idempotency_key text not null,
      request_hash text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, idempotency_key)
    )`.execute(db);
  await sql`create index orders_user_created_idx on orders (user_id, created_at desc)`.execute(db);
  await sql`create index orders_created_idx on orders (created_at desc)`.execute(db);
  // The admin's substring search over thousands of orders: trigram indexes.
  for (const column of ['order_number', 'contact_name', 'company']) {
    await sql`create index ${sql.raw(`orders_${column}_trgm`)} on orders using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
      db,
    );
  }

  await sql`
    create table order_items (
      id integer generated always as identity primary key,
      order_id integer not null references orders (id) on delete cascade,
      part_id integer not null references parts (id),
      part_number text not null,
      name text not null,
      unit_price integer not null check (unit_price >= 0),
      quantity integer not null check (quantity > 0),
      reserved_quantity integer not null check (reserved_quantity >= 0 and reserved_quantity <= quantity),
      position integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (order_id, part_id)
    )`.execute(db);
  await sql`create index order_items_part_idx on order_items (part_id)`.execute(db);

  await sql`
    create table order_status_history (
      id integer generated always as identity primary key,
      order_id integer not null references orders (id) on delete cascade,
      from_status text,
      to_status text not null,
      changed_by integer references users (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index order_status_history_order_idx on order_status_history (order_id, created_at)`.execute(
    db,
  );

  await sql`
    create table saved_lists (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index saved_lists_user_idx on saved_lists (user_id, created_at desc)`.execute(db);

  await sql`
    create table saved_list_items (
      id integer generated always as identity primary key,
      saved_list_id integer not null references saved_lists (id) on delete cascade,
      part_id integer not null references parts (id) on delete cascade,
      quantity integer not null check (quantity > 0),
      position integer not null,
      created_at timestamptz not null default now(),
      unique (saved_list_id, part_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['saved_list_items', 'saved_lists', 'order_status_history', 'order_items', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence order_number_seq`.execute(db);
}
