// Every way of the search planner (textSearch.ts) gives the page and the
// count plain SQL gives (issue 32): one query with every filter and the text
// test, the exact article first, then the spec's order, counted in full.
// Each plan is forced here whatever the planner would choose, with bounds
// that hold and bounds that run out, over matches spread, bunched at the end
// of the order (out of stock), words in most parts and short words looked
// for at a word's start.
import { CompiledQuery, type Compilable } from 'kysely';
import { sql, type DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredParts, textMatches, type SearchFilters } from './searchSql';
import { searchTerms } from './searchText';
import { planSearch, runPlan, type SearchPlan } from './textSearch';

const CAP = 5;

const plans: Array<[string, (words: number) => SearchPlan]> = [
  ['sort, bound holds', () => ({ unindexed: [], page: 'sort', pageBound: 1e9, count: 'index' })],
  [
    'sort, bound runs out: a wider sort, or the walk, finishes',
    () => ({ unindexed: [], page: 'sort', pageBound: 0, count: 'index' }),
  ],
  ['walk, index count', () => ({ unindexed: [], page: 'walk', pageBound: 1e9, count: 'index' })],
  [
    'walk runs out: a sort of the few matches, or an unbounded walk',
    () => ({ unindexed: [], page: 'walk', pageBound: 3, count: 'index' }),
  ],
  [
    'walk, dense count',
    () => ({ unindexed: [], page: 'walk', pageBound: 1e9, count: 'dense', countBound: 1e9 }),
  ],
  [
    'walk, dense count runs out, index count',
    () => ({ unindexed: [], page: 'walk', pageBound: 1e9, count: 'dense', countBound: 2 }),
  ],
  [
    'walk, dense count unbounded',
    () => ({ unindexed: [], page: 'walk', pageBound: Infinity, count: 'dense' }),
  ],
  [
    'all words but the first tested on rows',
    (words) => ({
      unindexed: Array.from({ length: words }, (_, i) => i).slice(1),
      page: 'sort',
      pageBound: 1e9,
      count: 'index',
    }),
  ],
  [
    'all words but the first tested on rows, walked',
    (words) => ({
      unindexed: Array.from({ length: words }, (_, i) => i).slice(1),
      page: 'walk',
      pageBound: 1e9,
      count: 'dense',
      countBound: 2,
    }),
  ],
];

const queries: Array<Partial<SearchFilters>> = [
  { query: 'шайба', sort: 'home' },
  { query: 'шайба', sort: 'catalog', page: 4 },
  { query: 'шайба', categoryId: 'brakes', sort: 'catalog', page: 2 },
  { query: 'болт', sort: 'catalog', page: 3 },
  { query: 'болт', sort: 'home', page: 40 },
  { query: 'SHB-1' },
  { query: 'shb 1', page: 2, sort: 'catalog' },
  { query: 'yamaha шайба', sort: 'catalog', page: 2 },
  { query: 'болт yamaha', sort: 'home', page: 3 },
  { query: 'винт м5', sort: 'home', page: 2 },
  { query: 'lp 02', sort: 'catalog' },
  { query: 'lp 02 масло', sort: 'catalog', page: 2 },
  { query: 'zq', sort: 'catalog' },
  { query: 'shb-01', sort: 'catalog' },
  { query: '.04', sort: 'home', page: 2 },
  { query: '6203', sort: 'home' },
  { query: 'гайка', brand: 'Lipai', sort: 'home', page: 2 },
  { query: 'м5', sort: 'catalog' },
  { query: '02', sort: 'home', page: 2 },
  { query: '№ 6203' },
  { query: 'ш', sort: 'catalog', page: 3 },
  { query: 'ш 1', sort: 'home' },
];

describe.each(testDbKinds())('[CATALOG] every search plan against plain SQL on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    const { db } = handle;
    await db
      .insertInto('categories')
      .values([
        { id: 'engine', name: 'Двигатель' },
        { id: 'brakes', name: 'Тормоза' },
      ])
      .execute();
    // Washers spread over the stock levels; bolts all out of stock (the end
    // of both orders); nuts of two brands; 'винт м5' words only together;
    // Lipai oils 'LP 02xx' whose words have no trigram; bearings '6203' of
    // several brands; one archived washer.
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Шайба ' || i, case when i % 3 = 0 then 'brakes' else 'engine' end,
             'SHB-' || lpad(i::text, 3, '0'), 'Yamaha', 100, i % 7
      from generate_series(1, 120) as i`.execute(db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Болт ' || i, 'engine', 'BLT-' || i, 'Yamaha', 100, 0 from generate_series(1, 200) as i`.execute(
      db,
    );
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Гайка ' || i, 'engine', 'NUT-' || i, case when i % 2 = 0 then 'Lipai' else 'Sheng-E' end, 100, i % 4
      from generate_series(1, 40) as i`.execute(db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Винт М5 ' || i, 'engine', 'VNT-' || i, 'Yamaha', 100, i from generate_series(1, 30) as i`.execute(
      db,
    );
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Масло ' || i, 'engine', 'LP 02' || lpad(i::text, 2, '0') || '.04', 'Lipai', 100, i % 5
      from generate_series(1, 25) as i`.execute(db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      select 'Подшипник 6203', 'engine', '6203-' || b, b, 100, 2
      from unnest(array['SKF', 'NTN', 'Lipai']) as b`.execute(db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability, archived_at)
      values ('Шайба архивная', 'engine', 'SHB-ARCH', 'Yamaha', 100, 5, now())`.execute(db);
    await sql`analyze parts`.execute(db);
  }, 120_000);
  afterAll(() => handle?.close());

  const filtersOf = (input: Partial<SearchFilters>): SearchFilters => ({
    query: '',
    newOnly: false,
    sort: 'home',
    page: 1,
    pageSize: 4,
    ...input,
  });

  /** Plain SQL: every match, exact article first, the spec's order, an exact count. */
  const plain = async (filters: SearchFilters) => {
    const terms = searchTerms(filters.query);
    const matches = filteredParts(handle.db, filters).where(textMatches(terms, { onRows: true }));
    let ordered = matches.select('part_number');
    if (terms.article) ordered = ordered.orderBy(sql`article_key = ${terms.article}`, 'desc');
    if (filters.sort === 'home') ordered = ordered.orderBy('home_rank');
    const rows = await ordered
      .orderBy('availability', 'desc')
      .orderBy('id')
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute();
    const { n } = await matches.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map((r) => r.part_number), count: Number(n) };
  };

  it.each(queries)('each plan gives the page and count plain SQL gives: %j', async (input) => {
    const filters = filtersOf(input);
    const terms = searchTerms(filters.query);
    const expected = await plain(filters);
    const offset = (filters.page - 1) * filters.pageSize;
    const plansFor = [...plans.map(([name, plan]) => [name, plan(terms.tokens.length)] as const)];
    // And the plan the planner itself chooses.
    plansFor.push(['chosen', await planSearch(handle.db, filters, terms, offset, CAP)]);
    for (const [name, plan] of plansFor) {
      const page = await runPlan(handle.db, filters, terms, offset, CAP, plan);
      expect({ name, rows: page.rows.map((r) => r.part_number) }).toEqual({ name, rows: expected.rows });
      expect({ name, total: page.total, capped: page.totalIsCapped }).toEqual({
        name,
        total: Math.min(expected.count, CAP),
        capped: expected.count > CAP,
      });
    }
  });

  it('looks a short word up in the index by its start, never reading every part', async () => {
    if (kind !== 'postgres') return; // EXPLAIN ANALYZE's figures are PostgreSQL's
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from parts`.execute(handle.db);
    const parts = rows[0]!.n;
    const read = (query: string) =>
      handedBack(
        handle,
        filteredParts(handle.db, filtersOf({ query })).where(textMatches(searchTerms(query))),
      );
    // The parts the search text's trigram index hands back for a query
    // alone. 'zq' starts no word: the index hands back no part. 'lp' starts a word
    // only in the 25 Lipai oils' articles ('LP 0201.04').
    const zq = await read('zq');
    expect(zq.rows).toBe(0);
    expect(zq.indexScans).toBeGreaterThan(0);
    expect((await read('lp')).rows).toBeLessThanOrEqual(25);
    expect((await read('lp 02')).rows).toBeLessThan(parts / 4);
  });
});

/** What the search text's trigram index handed back for `query` (EXPLAIN ANALYZE). */
async function handedBack(handle: DbHandle, query: Compilable) {
  const compiled = query.compile();
  return handle.db.transaction().execute(async (trx) => {
    // Bitmap scans only: a few hundred parts are cheaper to read whole otherwise.
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const scans = [
      ...JSON.stringify(rows[0]!['QUERY PLAN']).matchAll(
        /"Node Type":"Bitmap Index Scan"[^}]*?"Index Name":"parts_search_text_trgm"[^}]*?"Actual Rows":(\d+)/g,
      ),
    ];
    return { indexScans: scans.length, rows: scans.reduce((sum, scan) => sum + Number(scan[1]), 0) };
  });
}
