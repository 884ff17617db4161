// Builds a benchmark catalogue of any size: the demo seed once, then copies of
// it with distinct articles (fast INSERT … SELECT instead of generating rows).
import { seedDemoCatalog, sql, type Kysely, type Database } from '@shop/db';

const BASE_PARTS = 5000;

export async function loadCatalogue(db: Kysely<Database>, parts: number): Promise<void> {
  await seedDemoCatalog(db, { parts: Math.min(parts, BASE_PARTS) });
  let have = Math.min(parts, BASE_PARTS);
  for (let copy = 1; have < parts; copy += 1) {
    const take = Math.min(BASE_PARTS, parts - have);
    await sql`
      with src as (select * from parts where id <= ${take} order by id),
      ins as (
        insert into parts (name, category_id, part_number, brand, price, retail_price, availability, description, created_at, updated_at)
        select name, category_id, part_number || '-K' || ${copy}, brand, price, retail_price, availability, description, created_at, updated_at
        from src returning id, part_number
      )
      insert into part_images (part_id, url, position)
      select ins.id, i.url, i.position
      from ins
      join parts p on p.part_number = regexp_replace(ins.part_number, '-K[0-9]+$', '')
      join part_images i on i.part_id = p.id`.execute(db);
    have += take;
  }
  // The has_image trigger rewrote every part with an image, leaving as many
  // dead row versions as live ones. Autovacuum clears them within a minute of
  // a real import; vacuum now so the figures are of that steady state.
  await sql`vacuum analyze parts`.execute(db);
  await sql`vacuum analyze part_images`.execute(db);
}
