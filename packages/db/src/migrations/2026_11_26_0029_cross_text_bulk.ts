// parts.cross_text mirrors a part's cross numbers for the search text; a
// trigger keeps it whoever writes the numbers (migration 0011). A price-list
// import of 100 000 parts writes the mirror itself, in the same statement as
// the part (issue 28: the trigger's second UPDATE rewrote every imported row
// and all its trigram index entries again, 150 s of a 100 000-row apply), and
// turns the trigger off for its own transaction with `shop.cross_text_sync`.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const body = (skip: string) => `
  create or replace function parts_sync_cross_text() returns trigger language plpgsql as $$
  begin
    ${skip}
    update parts p set cross_text = coalesce(
      (select string_agg(c.number, ' ' order by c.id) from part_cross_numbers c where c.part_id = p.id), '')
    where p.id in (select part_id from changed_rows);
    return null;
  end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(body(`if current_setting('shop.cross_text_sync', true) = 'off' then return null; end if;`))
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(body('')).execute(db);
}
