// The brands of the buyer's catalogue for its brand filter: one entry per
// brand key (so "Sheng-E" and "SHENG E" are one brand, shown as most parts
// spell it), archived parts left out. The list is kept per database while the
// catalogue's shape is unchanged, and at most BRANDS_MAX_AGE_MS: a grouping of
// a million parts is not for every page view. The shape's version (migration
// 0030) ignores stock and prices, so orders do not throw the list away.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { z } from '@shop/schemas';

export const BRANDS_MAX_AGE_MS = 60_000;

export interface CatalogBrand {
  /** As most of its parts spell it; also the filter's value (compared by its key). */
  name: string;
  /** How many parts of the buyer's catalogue carry it. */
  count: number;
}

/** The answer of catalog.brands. */
export const catalogBrandsOutput = z.array(z.object({ name: z.string(), count: z.number().int() }));

interface Cached {
  stamp: string;
  builtAt: number;
  brands: Promise<CatalogBrand[]>;
}

const cache = new WeakMap<Kysely<Database>, Cached>();

/** Moves when parts come, go, or change brand, name, category or archive mark; not on stock or price. */
async function catalogShapeStamp(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select last_value || ':' || is_called as version from catalog_shape_version`.execute(db);
  return rows[0]?.version ?? '';
}

async function readBrands(db: Kysely<Database>): Promise<CatalogBrand[]> {
  const { rows } = await sql<{ name: string; count: string }>`
    select mode() within group (order by brand) as name, count(*) as count
    from parts
    where archived_at is null and brand_key <> ''
    group by brand_key`.execute(db);
  return rows
    .map((row) => ({ name: row.name.trim(), count: Number(row.count) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

export async function catalogBrands(db: Kysely<Database>, now = Date.now()): Promise<CatalogBrand[]> {
  const stamp = await catalogShapeStamp(db);
  const cached = cache.get(db);
  if (cached && cached.stamp === stamp && now - cached.builtAt < BRANDS_MAX_AGE_MS) return cached.brands;
  const brands = readBrands(db);
  const entry = { stamp, builtAt: now, brands };
  cache.set(db, entry);
  // A failed read is not kept: the next call tries again.
  brands.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return brands;
}
