// Catalogue search at scale: normalised text and article columns with trigram
// indexes, a maintained "has an image" flag, and indexes in the spec's sort orders.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

// Lower-casing through translate() first keeps Russian and Latin letters
// right even on a database created with the plain C locale; lower() then
// covers whatever else the locale knows. ё is folded into е.
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER = 'abcdefghijklmnopqrstuvwxyzабвгдеежзийклмнопрстуфхцчшщъыьэюяе';
const fold = (expression: string) => `lower(translate(${expression}, '${UPPER}', '${LOWER}'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table parts add column has_image boolean not null default false`.execute(db);
  await sql`update parts p set has_image = exists (select 1 from part_images i where i.part_id = p.id)`.execute(
    db,
  );

  // Statement-level triggers keep has_image right for any writer of part_images
  // (seed, admin edits) at one UPDATE per statement rather than per row.
  await sql`
    create function parts_mark_images_added() returns trigger language plpgsql as $$
    begin
      update parts set has_image = true
      where id in (select part_id from new_rows) and not has_image;
      return null;
    end $$`.execute(db);
  await sql`
    create function parts_mark_images_removed() returns trigger language plpgsql as $$
    begin
      update parts p set has_image = exists (select 1 from part_images i where i.part_id = p.id)
      where p.id in (select part_id from old_rows);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger part_images_added after insert on part_images
    referencing new table as new_rows for each statement execute function parts_mark_images_added()`.execute(
    db,
  );
  await sql`
    create trigger part_images_removed after delete on part_images
    referencing old table as old_rows for each statement execute function parts_mark_images_removed()`.execute(
    db,
  );

  const searchText = fold(`name || ' ' || part_number || ' ' || description`);
  const articleKey = `regexp_replace(${fold('part_number')}, '[^0-9a-zа-я]', '', 'g')`;
  await sql
    .raw(`alter table parts add column search_text text generated always as (${searchText}) stored`)
    .execute(db);
  await sql
    .raw(`alter table parts add column article_key text generated always as (${articleKey}) stored`)
    .execute(db);
  // Home order (spec section 4): in stock with an image, in stock without, the rest.
  await sql`
    alter table parts add column home_rank smallint generated always as (
      case when availability > 0 and has_image then 0 when availability > 0 then 1 else 2 end
    ) stored`.execute(db);

  await sql`create index parts_search_text_trgm on parts using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index parts_article_key_trgm on parts using gin (article_key gin_trgm_ops)`.execute(db);
  await sql`create index parts_article_key_idx on parts (article_key)`.execute(db);
  await sql`create index parts_home_order_idx on parts (home_rank, availability desc, id)`.execute(db);
  await sql`create index parts_catalog_order_idx on parts (availability desc, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists part_images_added on part_images`.execute(db);
  await sql`drop trigger if exists part_images_removed on part_images`.execute(db);
  await sql`drop function if exists parts_mark_images_added()`.execute(db);
  await sql`drop function if exists parts_mark_images_removed()`.execute(db);
  for (const column of ['home_rank', 'article_key', 'search_text', 'has_image']) {
    await sql.raw(`alter table parts drop column if exists ${column}`).execute(db);
  }
}
