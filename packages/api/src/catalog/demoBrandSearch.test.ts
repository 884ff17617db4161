// "sheng-e" and its wrong-layout form find every Sheng-E part of the demo
// catalogue (before issue 19 the search ignored the brand column and found
// only the parts whose name or description happened to name it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog, type DbHandle } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import { searchParts } from './searchRepository';

describe('[BUYER][CATALOG] brand search over the demo catalogue', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb('pglite');
    await seedDemoCatalog(handle.db, { parts: 2000 });
  });
  afterAll(() => handle?.close());

  const matches = async (query: string) =>
    (
      await searchParts(
        handle.db,
        { query, newOnly: false, sort: 'catalog', page: 1, pageSize: 1 },
        { countCap: 100_000 },
      )
    ).total;
  const partsOf = async (brand: string) =>
    (await handle.db.selectFrom('parts').select('id').where('brand', '=', brand).execute()).length;

  it.each([
    ['sheng-e', 'Sheng-E'],
    ['ырутп-у', 'Sheng-E'],
    ['shenge', 'Sheng-E'],
    ['lipai', 'Lipai'],
    ['дшзфш', 'Lipai'],
    // A brand with a space inside, by its letters-and-digits key (issue 32).
    ['motopartb2b', 'MotoPart B2B'],
    ['motopart b2b', 'MotoPart B2B'],
  ])('"%s" finds every %s part', async (query, brand) => {
    const expected = await partsOf(brand);
    expect(expected).toBeGreaterThan(100);
    expect(await matches(query)).toBe(expected);
  });
});
