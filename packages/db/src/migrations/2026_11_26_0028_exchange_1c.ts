// Issue 31: the exchange with 1C over CommerceML 2. Everything an exchange
// needs between 1C's calls lives here, never in one instance's memory (nginx
// spreads the calls over instances): the exchange (its cookie, counts and
// the last query's orders), its uploaded files (the pieces themselves are in
// the shared file store) and each file's import state with a lease, so an
// import left by a stopped instance is taken up by the next call.
// 1C's own keys (GUIDs) are kept on parts and categories.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table exchange_1c_exchanges (
      id serial primary key,
      token_hash text not null unique,
      type text not null check (type in ('catalog', 'sale')),
      started_at timestamptz not null default now(),
      expires_at timestamptz not null,
      files text[] not null default '{}',
      created integer not null default 0,
      updated integer not null default 0,
      archived integer not null default 0,
      orders_exported integer not null default 0,
      error text,
      queried_order_ids integer[] not null default '{}'
    )`.execute(db);
  await sql`create index exchange_1c_exchanges_started_idx on exchange_1c_exchanges (started_at desc)`.execute(
    db,
  );
  await sql`create table exchange_1c_files (
      id serial primary key,
      exchange_id integer not null references exchange_1c_exchanges(id) on delete cascade,
      name text not null,
      piece_bytes bigint[] not null default '{}',
      state text not null default 'uploaded'
        check (state in ('uploaded', 'running', 'done', 'failed')),
      lease_until timestamptz,
      reason text,
      created_at timestamptz not null default now(),
      unique (exchange_id, name)
    )`.execute(db);
  await sql`alter table parts add column onec_id text unique, add column onec_seen_exchange integer`.execute(
    db,
  );
  await sql`alter table categories add column onec_id text unique`.execute(db);
  await sql`alter table orders add column exported_1c_at timestamptz`.execute(db);
  // Orders already finished before the exchange existed are not sent to 1C
  // as new ones; the open ones are (the shop's staff still work on them).
  await sql`update orders set exported_1c_at = now()
    where status in ('delivered', 'completed', 'cancelled')`.execute(db);
  await sql`create index orders_not_exported_1c_idx on orders (id) where exported_1c_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_not_exported_1c_idx`.execute(db);
  await sql`alter table orders drop column if exists exported_1c_at`.execute(db);
  await sql`alter table categories drop column if exists onec_id`.execute(db);
  await sql`alter table parts drop column if exists onec_seen_exchange, drop column if exists onec_id`.execute(
    db,
  );
  await sql`drop table if exists exchange_1c_files`.execute(db);
  await sql`drop table if exists exchange_1c_exchanges`.execute(db);
}
