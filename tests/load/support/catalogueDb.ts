// The catalogue a search benchmark runs on: below KEEP_FROM parts a scratch
// database loaded for the run; from KEEP_FROM on a kept one (shop_bench_1m,
// shop_bench_varied_1m for a million), loaded once and reused by the next
// run (drop it to reload).
import { sql, type DbHandle } from '@shop/db';
import { loadCatalogue, type CatalogueKind } from '../catalogData';
import { dropKeptDb, keptDb, scratchDb } from './db';

const KEEP_FROM = 500_000;

const keptName = (parts: number, kind: CatalogueKind) =>
  `shop_bench_${kind === 'varied' ? 'varied_' : ''}${parts % 1_000_000 === 0 ? `${parts / 1_000_000}m` : String(parts)}`;

/** A catalogue of `parts` parts: a scratch database, or from KEEP_FROM a kept one reused when it is complete. */
export async function catalogueDb(parts: number, kind: CatalogueKind): Promise<DbHandle> {
  if (parts < KEEP_FROM) {
    const handle = await scratchDb('bench_catalog');
    await timedLoad(handle, parts, kind);
    return handle;
  }
  const name = keptName(parts, kind);
  let handle = await keptDb(name);
  const have = await countParts(handle);
  if (have === parts) {
    console.log(`\n${parts} parts already in ${name}: reused (drop it to reload)`);
    return handle;
  }
  if (have > 0) {
    console.log(`\n${name} holds ${have} parts, not ${parts}: reloading`);
    await handle.close();
    await dropKeptDb(name);
    handle = await keptDb(name);
  }
  try {
    await timedLoad(handle, parts, kind);
  } catch (error) {
    await handle.close();
    await dropKeptDb(name); // never reuse a half-loaded catalogue
    throw error;
  }
  return handle;
}

async function countParts(handle: DbHandle): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from parts`.execute(handle.db);
  return rows[0]!.n;
}

async function timedLoad(handle: DbHandle, parts: number, kind: CatalogueKind) {
  const started = Date.now();
  console.log(`\nloading ${parts} parts (${kind})…`);
  await loadCatalogue(handle.db, parts, (line) => console.log(line), kind);
  console.log(`${parts} parts loaded and vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
