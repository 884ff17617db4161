// Browsing the catalogue at 100 000 parts: the size of the whole catalogue
// kept by triggers (an exact count(*) read every part, ~10 ms, on every visit
// to the home page), and sort-order indexes per category so a category's
// deep pages do not walk the other categories' parts.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalog_meta add column part_count integer not null default 0`.execute(db);
  await sql`update catalog_meta set part_count = (select count(*) from parts)`.execute(db);

  // Statement-level, like the has_image triggers: one UPDATE per statement.
  // The single catalog_meta row serialises writers that add or remove parts,
  // which imports already do by setting last_updated.
  await sql`
    create function catalog_count_parts() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update catalog_meta set part_count = part_count + (select count(*) from new_rows);
      elsif tg_op = 'DELETE' then
        update catalog_meta set part_count = part_count - (select count(*) from old_rows);
      else
        update catalog_meta set part_count = 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger parts_counted_insert after insert on parts
    referencing new table as new_rows for each statement execute function catalog_count_parts()`.execute(db);
  await sql`
    create trigger parts_counted_delete after delete on parts
    referencing old table as old_rows for each statement execute function catalog_count_parts()`.execute(db);
  await sql`
    create trigger parts_counted_truncate after truncate on parts
    for each statement execute function catalog_count_parts()`.execute(db);

  await sql`create index parts_category_home_order_idx on parts (category_id, home_rank, availability desc, id)`.execute(
    db,
  );
  await sql`create index parts_category_catalog_order_idx on parts (category_id, availability desc, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_category_catalog_order_idx`.execute(db);
  await sql`drop index if exists parts_category_home_order_idx`.execute(db);
  for (const name of ['parts_counted_insert', 'parts_counted_delete', 'parts_counted_truncate']) {
    await sql.raw(`drop trigger if exists ${name} on parts`).execute(db);
  }
  await sql`drop function if exists catalog_count_parts()`.execute(db);
  await sql`alter table catalog_meta drop column if exists part_count`.execute(db);
}
