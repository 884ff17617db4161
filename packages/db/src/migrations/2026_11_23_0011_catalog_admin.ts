// Catalogue administration (issue 19): archived parts and categories, cross
// numbers and analogue links, brand in the search text (normalised like
// articles, so "sheng-e" and "shenge" both find Sheng-E), uploaded photos,
// the audit log and price-list imports.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

// The same folding as migration 0004 (see there why translate() comes first).
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER = 'abcdefghijklmnopqrstuvwxyzабвгдеежзийклмнопрстуфхцчшщъыьэюяе';
const fold = (expression: string) => `lower(translate(${expression}, '${UPPER}', '${LOWER}'))`;
/** Letters and digits only, like article_key; `keepSpaces` keeps a list's separators. */
const keyOf = (expression: string, keepSpaces = false) =>
  `regexp_replace(${fold(expression)}, '[^0-9a-zа-я${keepSpaces ? ' ' : ''}]', '', 'g')`;

const OLD_SEARCH_TEXT = fold(`name || ' ' || part_number || ' ' || description`);
// Brand and cross numbers as written and as keys: "Sheng-E" is found by
// "sheng-e" and "shenge", "5ML-E4450-00" by "5ml-e4450" and "5mle445000".
const NEW_SEARCH_TEXT = `${fold(`name || ' ' || part_number || ' ' || description || ' ' || brand || ' ' || cross_text`)}
  || ' ' || ${keyOf(`brand || ' ' || cross_text`, true)}`;

async function replaceSearchText(db: Kysely<any>, expression: string): Promise<void> {
  await sql`drop index if exists parts_search_text_trgm`.execute(db);
  await sql`alter table parts drop column search_text`.execute(db);
  await sql
    .raw(`alter table parts add column search_text text generated always as (${expression}) stored`)
    .execute(db);
  await sql`create index parts_search_text_trgm on parts using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table parts add column archived_at timestamptz`.execute(db);
  await sql`alter table parts add column marked_new boolean not null default false`.execute(db);
  await sql`alter table parts add column cross_text text not null default ''`.execute(db);
  await sql
    .raw(`alter table parts add column brand_key text generated always as (${keyOf('brand')}) stored`)
    .execute(db);
  await sql`create index parts_brand_key_idx on parts (brand_key)`.execute(db);
  await sql`create index parts_archived_idx on parts (archived_at) where archived_at is not null`.execute(db);
  await replaceSearchText(db, NEW_SEARCH_TEXT);

  await sql`alter table categories add column archived_at timestamptz`.execute(db);
  await sql`alter table categories add column updated_at timestamptz not null default now()`.execute(db);

  await sql`
    create table part_cross_numbers (
      id integer generated always as identity primary key,
      part_id integer not null references parts(id) on delete cascade,
      number text not null,
      number_key text generated always as (${sql.raw(keyOf('number'))}) stored,
      created_at timestamptz not null default now(),
      unique (part_id, number_key)
    )`.execute(db);
  await sql`create index part_cross_numbers_key_idx on part_cross_numbers (number_key)`.execute(db);
  // parts.cross_text mirrors the part's cross numbers for the search text,
  // whoever writes them (form, import, REST); one UPDATE per statement.
  await sql`
    create function parts_sync_cross_text() returns trigger language plpgsql as $$
    begin
      update parts p set cross_text = coalesce(
        (select string_agg(c.number, ' ' order by c.id) from part_cross_numbers c where c.part_id = p.id), '')
      where p.id in (select part_id from changed_rows);
      return null;
    end $$`.execute(db);
  for (const [event, table] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `create trigger part_cross_numbers_${event} after ${event} on part_cross_numbers
         referencing ${table} table as changed_rows for each statement execute function parts_sync_cross_text()`,
      )
      .execute(db);
  }

  // Stored both ways (a -> b and b -> a), so one index lookup lists a part's analogues.
  await sql`
    create table part_analogues (
      part_id integer not null references parts(id) on delete cascade,
      analogue_id integer not null references parts(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (part_id, analogue_id),
      check (part_id <> analogue_id)
    )`.execute(db);

  // Uploaded photos: renditions live under DATA_DIR/photos as <file_key>-<width>.webp.
  await sql`alter table part_images add column file_key text`.execute(db);

  await sql`
    create table audit_log (
      id integer generated always as identity primary key,
      actor_id integer references users(id) on delete set null,
      entity text not null,
      entity_id text not null,
      action text not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_entity_idx on audit_log (entity, entity_id, id desc)`.execute(db);

  await sql`
    create table price_imports (
      id integer generated always as identity primary key,
      actor_id integer references users(id) on delete set null,
      file_name text not null,
      file_data bytea not null,
      mapping jsonb not null,
      archive_missing boolean not null default false,
      status text not null default 'preview' check (status in ('preview', 'applied', 'failed')),
      created_count integer not null default 0,
      updated_count integer not null default 0,
      unchanged_count integer not null default 0,
      rejected_count integer not null default 0,
      archived_count integer not null default 0,
      created_at timestamptz not null default now(),
      applied_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['price_imports', 'audit_log', 'part_analogues', 'part_cross_numbers'])
    await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql`drop function if exists parts_sync_cross_text()`.execute(db);
  await sql`alter table part_images drop column if exists file_key`.execute(db);
  await sql`alter table categories drop column if exists updated_at`.execute(db);
  await sql`alter table categories drop column if exists archived_at`.execute(db);
  await replaceSearchText(db, OLD_SEARCH_TEXT);
  for (const column of ['brand_key', 'cross_text', 'marked_new', 'archived_at'])
    await sql.raw(`alter table parts drop column if exists ${column}`).execute(db);
}
