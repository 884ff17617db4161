// The capped count of a text query, and every way of textSearch.ts giving the
// same pages as sorting every match.
import type { DbHandle } from '@shop/db';
import { sql } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '../auth/ensureUser';
import { createLucia } from '../auth/lucia';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { COUNT_CAP, searchParts } from './searchRepository';
import type { SearchFilters } from './searchSql';
import { createTemporaryFileStore } from '@shop/storage/testing';

describe.each(testDbKinds())('[BUYER][CATALOG] catalogue search past the count cap on %s', (kind) => {
  let handle: DbHandle;
  let buyer: ReturnType<typeof createCaller>;

  beforeAll(async () => {
    handle = await createTestDb(kind);
    const { db } = handle;
    await db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    // COUNT_CAP + 5 washers with stock 1..n; ten nuts and one more washer out
    // of stock, so at the end of both sort orders.
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Шайба ' || i, 'engine', 'SHB-' || lpad(i::text, 4, '0'), 'Yamaha', 100, i
      from generate_series(1, ${COUNT_CAP + 5}) as i`.execute(db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Гайка ' || i, 'engine', 'NUT-' || i, 'Yamaha', 100, 0
      from generate_series(1, 10) as i`.execute(db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      values ('Шайба особая', 'engine', 'SHB-1', 'Yamaha', 100, 0)`.execute(db);
    // Many matches at the very end of the order, and two words that only
    // come together (the planner takes them as independent and guesses few).
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Болт ' || i, 'engine', 'BLT-' || i, 'Yamaha', 100, 0 from generate_series(1, 300) as i`.execute(
      db,
    );
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Винт М5 ' || i, 'engine', 'VNT-' || i, 'Yamaha', 100, i from generate_series(1, 200) as i`.execute(
      db,
    );
    await sql`analyze parts`.execute(db);
    const userId = await ensureActiveUser(db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Иван',
      lastName: 'Петров',
    });
    const session = await createLucia(db, { secureCookies: false }).createSession(userId, {});
    const deps = {
      db,
      lucia: createLucia(db, { secureCookies: false }),
      config: {
        publicUrl: 'http://localhost',
        mailFrom: 'shop@test.local',
        adminNotifyEmail: 'm@test.local',
      },
      files: createTemporaryFileStore(),
    };
    buyer = createCaller(await createContextInner(deps, { sessionToken: session.id }));
  }, 60_000);
  afterAll(() => handle?.close());

  it('counts a common word up to the cap and says there are more', async () => {
    const page = await buyer.catalog.search({ query: 'шайба', sort: 'catalog', pageSize: 12 });
    expect(page).toMatchObject({ total: COUNT_CAP, totalIsCapped: true });
    // Most stock first, the many-matches page is still in sort order.
    expect(page.items.map((p) => p.availability)).toEqual(
      Array.from({ length: 12 }, (_, i) => COUNT_CAP + 5 - i),
    );
  });

  it('counts exactly below the cap and when browsing', async () => {
    expect(await buyer.catalog.search({ query: 'гайка' })).toMatchObject({ total: 10, totalIsCapped: false });
    const all = await buyer.catalog.search({ query: '' });
    expect(all).toMatchObject({ total: COUNT_CAP + 516, totalIsCapped: false });
    const past = await buyer.catalog.search({ query: 'гайка', page: 5, pageSize: 12 });
    expect(past).toMatchObject({ items: [], total: 10, totalIsCapped: false });
  });

  // With a cap of 3 these queries take every way of textSearch.ts: a walk in
  // sort order, that walk running out (bolts and nuts sit at the end of the
  // order), sorting every match, and that sort running over the planner's
  // guess (the "винт м5" words only come together), then a walk. The exact
  // article stays first on each. The reference sorts every match with an
  // exact count.
  const cases: Array<Partial<SearchFilters>> = [
    { query: 'шайба', sort: 'home' },
    { query: 'шайба', sort: 'catalog', page: 3 },
    { query: 'шайба', categoryId: 'engine', sort: 'catalog', page: 2 },
    { query: 'гайка', sort: 'home' },
    { query: 'гайка', sort: 'catalog', page: 2 },
    { query: 'гайка', page: 9 },
    { query: 'SHB-1' },
    { query: 'shb 1', page: 2, sort: 'catalog' },
    { query: 'shb-100', pageSize: 1, page: 2 },
    { query: 'болт', sort: 'home', page: 2 },
    { query: 'болт', sort: 'catalog', pageSize: 30 },
    { query: 'винт м5', sort: 'home', page: 3 },
    { query: 'м5 винт', sort: 'catalog', page: 60 },
    // Two words in most parts: a walk, the count probing the rarer one only.
    { query: 'yamaha шайба', sort: 'catalog', page: 2 },
    { query: 'болт yamaha', sort: 'home', page: 3 },
  ];
  it.each(cases)('gives the same page past a cap of 3 as sorting every match: %j', async (input) => {
    const filters: SearchFilters = {
      query: '',
      newOnly: false,
      sort: 'home',
      page: 1,
      pageSize: 4,
      ...input,
    };
    const capped = await searchParts(handle.db, filters, { countCap: 3 });
    const exact = await searchParts(handle.db, filters, { countCap: 100_000 });
    expect(capped.totalIsCapped).toBe(exact.total > 3);
    expect(capped.rows.map((r) => r.part_number)).toEqual(exact.rows.map((r) => r.part_number));
  });

  it('checks a common word on the rows of a rarer one, with the same result', async () => {
    // "шайба" is in 1 006 parts, "особая" in one: the former is not probed in the index.
    expect((await buyer.catalog.search({ query: 'особая шайба' })).items.map((p) => p.partNumber)).toEqual([
      'SHB-1',
    ]);
    expect((await buyer.catalog.search({ query: 'шайба особ%' })).items).toEqual([]);
  });

  it('puts the exact article first past the cap, then the sort order', async () => {
    const filters: SearchFilters = { query: 'SHB-1', newOnly: false, sort: 'catalog', page: 1, pageSize: 3 };
    const first = await searchParts(handle.db, filters, { countCap: 1 });
    expect(first).toMatchObject({ total: 1, totalIsCapped: true });
    expect(first.rows.map((r) => r.part_number)).toEqual(['SHB-1', 'SHB-1005', 'SHB-1004']);
    const second = await searchParts(handle.db, { ...filters, page: 2 }, { countCap: 1 });
    expect(second.rows.map((r) => r.part_number)).toEqual(['SHB-1003', 'SHB-1002', 'SHB-1001']);
  });
});
