// Issue 34: every buyer account belongs to a company. Each existing account
// becomes the administrator of its own company, named from the registration's
// company field (else the person's name). A user inserted without a company
// (a registration, an admin made at start, a test) gets its own the same way,
// in the database, so no insert path can leave an account outside a company.
// Orders, payers and saved lists carry the company they were made in: a member
// moved to another company by the shop leaves them in the old one's history.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Tables whose rows belong to the author's company at the time they were written. */
const COMPANY_OWNED = ['orders', 'payers', 'saved_lists'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table companies (
    id integer generated always as identity primary key,
    name text not null check (length(name) between 1 and 200),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    seed_user_id integer
  )`.execute(db);
  await sql`alter table users
    add column company_id integer references companies(id),
    add column company_role text not null default 'admin'
      check (company_role in ('admin', 'buyer', 'viewer')),
    add column monthly_limit bigint check (monthly_limit >= 0),
    add column removed_from_company_at timestamptz`.execute(db);
  await sql`insert into companies (name, seed_user_id)
    select left(coalesce(nullif(trim(company), ''), nullif(trim(first_name || ' ' || last_name), ''), email), 200), id
    from users`.execute(db);
  await sql`update users u set company_id = c.id from companies c where c.seed_user_id = u.id`.execute(db);
  await sql`alter table companies drop column seed_user_id`.execute(db);
  await sql`alter table users alter column company_id set not null`.execute(db);
  await sql`create index users_company_idx on users (company_id)`.execute(db);
  await sql`create function users_own_company() returns trigger language plpgsql as $$
    begin
      -- An upsert of an existing e-mail (the admin ensured at every start) keeps its company.
      if new.company_id is null then
        select company_id into new.company_id from users where lower(email) = lower(new.email);
      end if;
      if new.company_id is null then
        insert into companies (name)
          values (left(coalesce(nullif(trim(new.company), ''),
            nullif(trim(new.first_name || ' ' || new.last_name), ''), new.email), 200))
          returning id into new.company_id;
        new.company_role := 'admin';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger users_own_company before insert on users
    for each row execute function users_own_company()`.execute(db);

  await sql`create function company_of_author() returns trigger language plpgsql as $$
    begin
      if new.company_id is null then
        select company_id into new.company_id from users where id = new.user_id;
      end if;
      return new;
    end $$`.execute(db);
  for (const table of COMPANY_OWNED) {
    await sql`alter table ${sql.table(table)} add column company_id integer references companies(id)`.execute(
      db,
    );
    await sql`update ${sql.table(table)} t set company_id = u.company_id from users u where u.id = t.user_id`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} alter column company_id set not null`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_company`)} before insert on ${sql.table(table)}
      for each row execute function company_of_author()`.execute(db);
  }
  // The company's history newest first (a member's spend uses orders_user_created_idx).
  await sql`create index orders_company_created_idx on orders (company_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index payers_company_idx on payers (company_id)`.execute(db);
  await sql`create index saved_lists_company_idx on saved_lists (company_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of COMPANY_OWNED) {
    await sql`drop trigger if exists ${sql.raw(`${table}_company`)} on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists company_id`.execute(db);
  }
  await sql`drop function if exists company_of_author()`.execute(db);
  await sql`drop trigger if exists users_own_company on users`.execute(db);
  await sql`drop function if exists users_own_company()`.execute(db);
  await sql`alter table users drop column if exists company_id, drop column if exists company_role,
    drop column if exists monthly_limit, drop column if exists removed_from_company_at`.execute(db);
  await sql`drop table if exists companies`.execute(db);
}
