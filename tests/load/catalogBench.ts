// `npm run bench:catalog`: catalogue search on real PostgreSQL.
//  - Latency per catalogue size: the fixed queries (catalogQueries.ts) through
//    catalog.search, p50/p95/p99 overall and p95 per kind (article, name,
//    brand, cross number, browsing), the slowest queries, the first page's JSON.
//  - Our overhead: catalog.search over HTTP beside a bare Fastify route on the
//    same app that runs the same SQL through the same pool and sends the same
//    JSON, in the same run; the throughput ratio, and what each stage of a
//    request costs (session, validation, SQL, mapping, serialisation).
// Sizes: `--parts 1000000` (repeatable) or BENCH_SIZES=5000,100000 (default
// 100000). From 500 000 parts the catalogue is kept in its own database
// (shop_bench_1m for a million) and reused by the next run. BENCH_ROUNDS
// passes over the queries (3), BENCH_LOAD_MS of throughput load per route
// (8000, in BENCH_PHASES alternating phases, 8),
// BENCH_SHOW_SLOWEST slowest shown (5). BENCH_CATALOGUE=varied,copied (the
// default: both, each size): the varied catalogue of variedCatalogue.ts and
// the demo parts copied (catalogData.ts); each prints its own goal lines.
import type { FastifyInstance } from 'fastify';
import { sql } from '@shop/db';
import { catalogSearchInput } from '@shop/schemas';
import { createCaller, createContextInner, type AppDeps } from '@shop/api';
import { imagesByPart } from '../../packages/api/src/catalog/partsRepository';
import { toPartListItem } from '../../packages/api/src/catalog/partShape';
import { searchParts, type SearchFilters } from '../../packages/api/src/catalog/searchRepository';
import { searchPage } from '../../packages/api/src/catalog/searchPage';
import { clientTerms } from '../../packages/api/src/pricing/clientTerms';
import { catalogueQueries, type QueryKind } from './catalogQueries';
import type { CatalogueKind } from './catalogData';
import { percentile, requestsPerSecond } from './loadLoop';
import { catalogueDb } from './support/catalogueDb';
import { benchDeps, signedInUser } from './support/db';
import { goalLine, printLoad } from './support/report';
import { startServer } from './support/server';

const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 8000);
const PHASES = Number(process.env.BENCH_PHASES ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SHOW_SLOWEST = Number(process.env.BENCH_SHOW_SLOWEST ?? 5);
const RATIO_GOAL = 0.7;
const P95_GOAL_MS = 50;
const P99_GOAL_MS = 150;
const MAX_GOAL_MS = 300;
const KINDS = (process.env.BENCH_CATALOGUE ?? 'varied,copied').split(',') as CatalogueKind[];
if (KINDS.some((kind) => kind !== 'varied' && kind !== 'copied'))
  throw new Error(`bad BENCH_CATALOGUE: ${process.env.BENCH_CATALOGUE}`);
const FIRST_PAGE_GOAL_KB = 30;

function sizesFromArgs(): number[] {
  const args = process.argv.slice(2);
  const sizes: number[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--parts') sizes.push(Number(args[++i]));
    else if (arg.startsWith('--parts=')) sizes.push(Number(arg.slice('--parts='.length)));
  }
  if (sizes.length === 0) sizes.push(...(process.env.BENCH_SIZES ?? '100000').split(',').map(Number));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`bad --parts: ${args.join(' ')}`);
  return sizes;
}

async function benchSize(parts: number, kind: CatalogueKind) {
  const handle = await catalogueDb(parts, kind);
  try {
    const deps = benchDeps(handle.db);
    const { userId, token } = await signedInUser(deps, { email: 'bench@example.ru' });
    const { rows: size } = await sql<{ mb: number }>`
      select (pg_total_relation_size('parts') / 1048576)::int as mb`.execute(handle.db);
    console.log(`parts table with its indexes: ${size[0]!.mb} MB`);
    await latency(deps, token, parts, kind);
    await throughput(deps, token, userId, `${parts} ${kind}`);
  } finally {
    await handle.close();
  }
}

async function latency(deps: AppDeps, token: string, parts: number, kind: CatalogueKind) {
  const label = `${parts} ${kind} parts`;
  const caller = createCaller(await createContextInner(deps, { sessionToken: token }));
  const queries = await catalogueQueries(deps.db);
  for (const q of queries.slice(0, 30)) await caller.catalog.search(q.input); // warm caches and plans
  // Every pass runs each query once. The first pass meets each query cold;
  // the median over the passes keeps a query's time but drops one-off stalls
  // of a shared, loaded machine.
  const passes: number[][] = queries.map(() => []);
  for (let pass = 0; pass < ROUNDS; pass += 1) {
    for (const [i, q] of queries.entries()) {
      const start = process.hrtime.bigint();
      await caller.catalog.search(q.input);
      passes[i]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
  const report = (label: string, times: number[]) => {
    const s = sorted(times);
    const fmt = (p: number) => `${percentile(s, p).toFixed(1)} ms`;
    console.log(`catalog.search, ${label}: p50 ${fmt(50)}, p95 ${fmt(95)}, p99 ${fmt(99)}`);
  };
  const medians = passes.map((times) => percentile(sorted(times), 50));
  report(
    `first pass over ${queries.length} queries`,
    passes.map((times) => times[0]!),
  );
  report(`median of ${ROUNDS} passes per query`, medians);
  const kinds: QueryKind[] = ['article', 'name', 'brand', 'cross', 'hostile', 'browse'];
  const ofKind = (kind: QueryKind) => medians.filter((_, i) => queries[i]!.kind === kind);
  for (const kind of kinds) {
    const times = ofKind(kind);
    if (times.length === 0) continue;
    const s = sorted(times);
    console.log(
      `  ${kind.padEnd(8)} ${String(times.length).padStart(3)} queries  p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms  max ${s.at(-1)!.toFixed(1)} ms`,
    );
  }
  // The tail names its queries, so a regression points at its plan.
  const slowest = medians
    .map((ms, i) => ({ ms, q: queries[i]! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SHOW_SLOWEST);
  for (const t of slowest)
    console.log(`  ${t.ms.toFixed(1).padStart(6)} ms  ${t.q.kind.padEnd(7)} ${JSON.stringify(t.q.input)}`);
  const firstPage = JSON.stringify(await caller.catalog.search({ query: '', sort: 'home', pageSize: 30 }));
  const textSearch = medians.filter((_, i) => queries[i]!.kind !== 'browse');
  goals.push(() => {
    const text = sorted(textSearch);
    goalLine(`search p95 at ${label}`, percentile(text, 95), 'ms', { op: '<=', value: P95_GOAL_MS });
    goalLine(`search p99 at ${label}`, percentile(text, 99), 'ms', { op: '<=', value: P99_GOAL_MS });
    goalLine(`search max at ${label}`, text.at(-1)!, 'ms', { op: '<=', value: MAX_GOAL_MS });
    for (const kind of ['article', 'name', 'brand', 'cross', 'hostile'] as const) {
      const times = ofKind(kind);
      if (times.length > 0)
        goalLine(`search p95 by ${kind} at ${label}`, percentile(sorted(times), 95), 'ms', {
          op: '<=',
          value: P95_GOAL_MS,
        });
    }
    goalLine(`first page JSON at ${label}`, Buffer.byteLength(firstPage) / 1024, 'kB', {
      op: '<=',
      value: FIRST_PAGE_GOAL_KB,
    });
  });
}

async function throughput(deps: AppDeps, token: string, userId: number, parts: string) {
  const raw = { query: 'прокладка', sort: 'home' as const, pageSize: 30 };
  // The bare route: same app (plugins, hooks, compression), same pool, same
  // SQL, same bytes; no tRPC, no session lookup, no schema.
  const bare = (app: FastifyInstance) => {
    app.get('/bench/same-sql', async (request, reply) => {
      const input = JSON.parse((request.query as { input: string }).input) as Partial<SearchFilters>;
      const data = await searchPage(deps.db, userId, {
        query: input.query ?? '',
        newOnly: false,
        sort: input.sort ?? 'home',
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 30,
      });
      return reply.type('application/json').send(JSON.stringify({ result: { data } }));
    });
  };
  const server = await startServer(deps, bare);
  try {
    const input = encodeURIComponent(JSON.stringify(raw));
    const headers = { authorization: `Bearer ${token}` };
    const urls = {
      bare: `${server.base}/bench/same-sql?input=${input}`,
      search: `${server.base}/trpc/catalog.search?input=${input}`,
    };
    const [bareBody = '', searchBody = ''] = await Promise.all(
      [urls.bare, urls.search].map(async (url) => (await fetch(url, { headers })).text()),
    );
    if (bareBody !== searchBody)
      throw new Error('the bare route does not send the same JSON as catalog.search');
    // Alternate short phases so drift in the shared machine's load hits both
    // alike; the ratio is the median of the phases' ratios.
    const rates = { bare: [] as number[], search: [] as number[] };
    for (let i = 0; i < PHASES; i++) {
      rates.bare.push(await requestsPerSecond(urls.bare, headers, LOAD_MS / PHASES));
      rates.search.push(await requestsPerSecond(urls.search, headers, LOAD_MS / PHASES));
    }
    const mid = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const bareRate = mid(rates.bare);
    const searchRate = mid(rates.search);
    const ratio = mid(rates.search.map((rate, i) => rate / rates.bare[i]!));
    console.log(
      `throughput at ${parts} parts: same-SQL route ${bareRate.toFixed(0)} req/s, catalog.search ${searchRate.toFixed(0)} req/s (${Buffer.byteLength(searchBody)} B each)`,
    );
    await stages(deps, token, userId, raw, bareRate, searchRate);
    goals.push(() =>
      goalLine(
        `search/same-sql throughput ratio at ${parts} parts`,
        ratio,
        '',
        {
          op: '>=',
          value: RATIO_GOAL,
        },
        2,
      ),
    );
  } finally {
    await server.close();
  }
}

/**
 * What each stage of one catalog.search costs, each timed on its own in this
 * process (mean of N runs, in ms): what tRPC adds beside the bare route is
 * roughly session + validation + the framework remainder.
 */
async function stages(
  deps: AppDeps,
  token: string,
  userId: number,
  raw: object,
  bareRate: number,
  searchRate: number,
) {
  const N = 200;
  const mean = async (work: () => unknown) => {
    const started = performance.now();
    for (let i = 0; i < N; i++) await work();
    return (performance.now() - started) / N;
  };
  const input = catalogSearchInput.parse(raw);
  const data = await searchPage(deps.db, userId, input);
  const [{ rows }, terms] = await Promise.all([searchParts(deps.db, input), clientTerms(deps.db, userId)]);
  const images = await imagesByPart(
    deps.db,
    rows.map((row) => row.id),
  );
  const session = await mean(() => createContextInner(deps, { sessionToken: token }));
  const validation = await mean(() => catalogSearchInput.parse(raw));
  const sqlMs = await mean(async () => {
    await Promise.all([searchParts(deps.db, input), clientTerms(deps.db, userId)]);
    await imagesByPart(
      deps.db,
      rows.map((row) => row.id),
    );
  });
  const mapping = await mean(() =>
    rows.map((row) => toPartListItem(row, images.get(row.id) ?? [], terms.discountPercent)),
  );
  const serialisation = await mean(() => JSON.stringify({ result: { data } }));
  const caller = createCaller(await createContextInner(deps, { sessionToken: token }));
  const procedure = await mean(() => caller.catalog.search(raw));
  // At 8 workers on a saturated loop, 1 / rate is the server's time per request.
  const perRequest = (rate: number) => 1000 / rate;
  console.log(
    `stages of one catalog.search (ms, mean of ${N}, timed alone): session ${session.toFixed(2)}, validation ${validation.toFixed(3)}, SQL ${sqlMs.toFixed(2)}, mapping ${mapping.toFixed(3)}, serialisation ${serialisation.toFixed(3)}; procedure through tRPC caller ${procedure.toFixed(2)}`,
  );
  console.log(
    `  server time per request under load: same-SQL route ${perRequest(bareRate).toFixed(2)} ms, catalog.search ${perRequest(searchRate).toFixed(2)} ms (difference ${(perRequest(searchRate) - perRequest(bareRate)).toFixed(2)} ms)`,
  );
}

const goals: Array<() => void> = [];
printLoad('at start');
for (const size of sizesFromArgs()) for (const kind of KINDS) await benchSize(size, kind);
printLoad('at end');
console.log('');
for (const goal of goals) goal();
