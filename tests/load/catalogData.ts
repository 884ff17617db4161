// Builds a benchmark catalogue of any size: the demo seed (5 000 realistic
// parts: names, brands, articles, descriptions, photos) once, then copies of
// it made by PostgreSQL itself (INSERT … SELECT over generate_series, no rows
// through the client), each copy with its own articles, a cross number,
// shifted prices and stock. For a large load the secondary indexes are
// dropped first and rebuilt after (far faster than maintaining them row by
// row), and triggers are bypassed (session_replication_role = replica) with
// their work done once in bulk: has_image copied, cross_text filled, the
// part count set. Then VACUUM ANALYZE, as autovacuum would after an import.
//
// The varied catalogue (variedCatalogue.ts, issue 32) is the other data set:
// BENCH_CATALOGUE=varied|copied chooses (catalogBench.ts).
import { seedDemoCatalog, sql, type Kysely, type Database } from '@shop/db';
import { insertVariedParts } from './variedCatalogue';

export type CatalogueKind = 'copied' | 'varied';

const BASE_PARTS = 5000;
/** Below this many parts the indexes are kept during the load. */
const REBUILD_INDEXES_FROM = 200_000;

export async function loadCatalogue(
  db: Kysely<Database>,
  parts: number,
  log: (line: string) => void = () => {},
  kind: CatalogueKind = 'copied',
): Promise<void> {
  if (kind === 'varied') return loadVaried(db, parts, log);
  const base = Math.min(parts, BASE_PARTS);
  await seedDemoCatalog(db, { parts: base });
  const copies = Math.ceil((parts - base) / BASE_PARTS);
  if (copies > 0) {
    const started = Date.now();
    const rebuild = parts >= REBUILD_INDEXES_FROM ? await dropSecondaryIndexes(db) : [];
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`set local work_mem = '256MB'`.execute(trx);
      // Copy k of base part b gets article "<article>-K<k>", a cross number
      // derived from it, a price moved by up to ±20 % and its own stock level
      // (a quarter out of stock, like the demo catalogue).
      await sql`
        insert into parts (name, category_id, part_number, brand, price, retail_price, availability,
                           description, created_at, updated_at, has_image, cross_text)
        select b.name, b.category_id, b.part_number || '-K' || k, b.brand,
               greatest(100, b.price + (b.price * ((k * 7919 + b.id) % 41 - 20)) / 100),
               b.retail_price,
               case when (k + b.id) % 4 = 0 then 0 else (k * 31 + b.id) % 60 + 1 end,
               b.description,
               b.created_at - make_interval(days => k % 400),
               b.updated_at - make_interval(days => k % 400),
               b.has_image,
               upper(substr(md5(b.part_number || k), 1, 3)) || '-' || ((k * 104729 + b.id) % 90000 + 10000)
        from generate_series(1, ${copies}) k
        cross join (select * from parts order by id) b
        where b.id <= ${BASE_PARTS} and (k - 1) * ${BASE_PARTS} + b.id <= ${parts - base}
        order by k, b.id`.execute(trx);
      log(`  parts copied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await sql`
        insert into part_images (part_id, url, position, created_at)
        select c.id, i.url, i.position, i.created_at
        from parts c
        join parts b on b.part_number = regexp_replace(c.part_number, '-K[0-9]+$', '')
        join part_images i on i.part_id = b.id
        where c.id > ${BASE_PARTS}`.execute(trx);
      await sql`
        insert into part_cross_numbers (part_id, number)
        select id, cross_text from parts where cross_text <> ''`.execute(trx);
      await sql`update catalog_meta set part_count = (select count(*) from parts), last_updated = now()`.execute(
        trx,
      );
      log(`  images and cross numbers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
    await rebuildIndexes(db, rebuild);
    if (rebuild.length > 0)
      log(`  ${rebuild.length} indexes rebuilt, ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  }
  // The has_image trigger of a small load rewrote every part with an image:
  // vacuum so the figures are of the steady state.
  await sql`vacuum analyze parts`.execute(db);
  await sql`vacuum analyze part_images`.execute(db);
  await sql`vacuum analyze part_cross_numbers`.execute(db);
}

/** The varied catalogue, with the same bulk treatment as a large copied load. */
async function loadVaried(db: Kysely<Database>, parts: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const rebuild = parts >= REBUILD_INDEXES_FROM ? await dropSecondaryIndexes(db) : [];
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`set local work_mem = '256MB'`.execute(trx);
    await insertVariedParts(trx, parts);
    await sql`update catalog_meta set part_count = (select count(*) from parts), last_updated = now()`.execute(
      trx,
    );
  });
  log(`  varied parts and cross numbers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rebuildIndexes(db, rebuild);
  if (rebuild.length > 0)
    log(`  ${rebuild.length} indexes rebuilt, ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  await sql`vacuum analyze parts`.execute(db);
  await sql`vacuum analyze part_cross_numbers`.execute(db);
}

/** Drops the indexes of parts that back no constraint; returns their definitions. */
async function dropSecondaryIndexes(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('parts'::regclass, 'part_images'::regclass, 'part_cross_numbers'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  for (const row of rows) await sql.raw(`drop index ${row.name}`).execute(db);
  return rows.map((row) => row.definition);
}

/**
 * Rebuilds the dropped indexes on two connections at once (the machine has
 * two cores), the slow trigram indexes first and one on each connection.
 */
async function rebuildIndexes(db: Kysely<Database>, definitions: string[]): Promise<void> {
  const ordered = [...definitions].sort((a, b) => Number(/gin/i.test(b)) - Number(/gin/i.test(a)));
  const chains: string[][] = [[], []];
  ordered.forEach((definition, i) => chains[i % 2]!.push(definition));
  await Promise.all(
    chains.map((chain) =>
      db.connection().execute(async (connection) => {
        await sql`set maintenance_work_mem = '512MB'`.execute(connection);
        for (const definition of chain) await sql.raw(definition).execute(connection);
      }),
    ),
  );
}
