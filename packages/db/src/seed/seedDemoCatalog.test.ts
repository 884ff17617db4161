import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../createDb';
import { createTestDb, testDbKinds } from '../testing';
import { seedDemoCatalog } from './seedDemoCatalog';

const NOW = new Date('2026-11-22T09:00:00Z');
const WEEK_AGO = new Date(NOW.getTime() - 7 * 24 * 3_600_000);

async function firstParts(handle: DbHandle) {
  return handle.db.selectFrom('parts').selectAll().orderBy('id').limit(20).execute();
}

describe.each(testDbKinds())('seedDemoCatalog on %s', (kind) => {
  let handle: DbHandle;
  let seedResult: Awaited<ReturnType<typeof seedDemoCatalog>>;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    seedResult = await seedDemoCatalog(handle.db, { now: NOW });
  });
  afterAll(() => handle?.close());

  it('loads at least 5 000 parts in all six categories from four brands', async () => {
    expect(seedResult.seeded).toBe(true);
    expect(seedResult.parts).toBeGreaterThanOrEqual(5000);
    const { rows } = await sql<{ parts: number; articles: number; categories: number; brands: number }>`
      select count(*) as parts, count(distinct part_number) as articles,
             count(distinct category_id) as categories, count(distinct brand) as brands
      from parts`.execute(handle.db);
    expect(rows[0]).toEqual({
      parts: seedResult.parts,
      articles: seedResult.parts,
      categories: 6,
      brands: 4,
    });
    const categories = await handle.db.selectFrom('categories').select('id').orderBy('sort_order').execute();
    expect(categories.map((c) => c.id)).toEqual([
      'engine',
      'batteries',
      'wheels',
      'brakes',
      'electrics',
      'body',
    ]);
  });

  it('writes article numbers in each brand style', async () => {
    const styles: Record<string, RegExp> = {
      Yamaha: /^[0-9A-Z]{3}-[0-9A-Z]\d{4}-\d{2}$/,
      'Sheng-E': /^SEE-[0-9A-Z]+-\d{4}$/,
      Lipai: /^LP-[0-9A-Z]+-\d{4}$/,
      'MotoPart B2B': /^MP-\d{5}$/,
    };
    const parts = await handle.db.selectFrom('parts').select(['brand', 'part_number']).execute();
    for (const { brand, part_number } of parts) expect(part_number).toMatch(styles[brand]!);
  });

  it('has long descriptions, prices in kopecks and realistic stock', async () => {
    const { rows } = await sql<Record<string, number>>`
      select avg((char_length(description) > 150)::int) as long_share,
             avg((availability = 0)::int) as out_of_stock,
             avg((retail_price > price)::int) as discounted,
             min(price) as min_price, max(price) as max_price,
             count(*) filter (where price % 100 <> 0) as odd_kopecks
      from parts`.execute(handle.db);
    const r = rows[0]!;
    expect(r.long_share).toBeGreaterThanOrEqual(0.3);
    expect(r.out_of_stock).toBeGreaterThan(0.15);
    expect(r.out_of_stock).toBeLessThan(0.35);
    expect(r.discounted).toBeGreaterThan(0.3);
    expect(r.min_price).toBeGreaterThanOrEqual(5_000);
    expect(r.max_price).toBeLessThanOrEqual(2_500_000);
    expect(r.odd_kopecks).toBe(0);
  });

  it('has parts new by creation and by update, relative to now', async () => {
    const created = await handle.db
      .selectFrom('parts')
      .select(['created_at', 'updated_at'])
      .where('created_at', '>', WEEK_AGO)
      .execute();
    expect(created.length).toBeGreaterThan(50);
    expect(created.every((p) => p.updated_at.getTime() === p.created_at.getTime())).toBe(true);
    const updated = await handle.db
      .selectFrom('parts')
      .select('id')
      .where('created_at', '<=', WEEK_AGO)
      .where('updated_at', '>', WEEK_AGO)
      .execute();
    expect(updated.length).toBeGreaterThan(50);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from parts
      where created_at > ${NOW} or updated_at > ${NOW} or updated_at < created_at`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    const meta = await handle.db.selectFrom('catalog_meta').select('last_updated').executeTakeFirstOrThrow();
    expect(meta.last_updated.getTime()).toBe(NOW.getTime());
  });

  it('stores only local image urls, 0–4 per part', async () => {
    const images = await handle.db.selectFrom('part_images').select(['url', 'position']).execute();
    expect(images.length).toBeGreaterThan(seedResult.parts);
    for (const { url, position } of images) {
      expect(url).toMatch(/^\/media\/demo\/[a-z]+\/[^/]+\/[1-4]\.svg$/);
      expect(url.endsWith(`/${position}.svg`)).toBe(true);
    }
    const { rows } = await sql<{ without: number }>`
      select count(*) as without from parts p
      where not exists (select 1 from part_images i where i.part_id = p.id)`.execute(handle.db);
    expect(rows[0]?.without).toBeGreaterThan(0);
  });

  it('seeds nothing the second time', async () => {
    expect(await seedDemoCatalog(handle.db, { now: NOW })).toEqual({ seeded: false, parts: 0 });
    const { rows } = await sql<{ n: number }>`select count(*) as n from parts`.execute(handle.db);
    expect(rows[0]?.n).toBe(seedResult.parts);
  });

  it('is deterministic: a second fresh database gets the same parts', async () => {
    const other = await createTestDb(kind);
    try {
      await seedDemoCatalog(other.db, { now: NOW });
      expect(await firstParts(other)).toEqual(await firstParts(handle));
    } finally {
      await other.close();
    }
  });
});
