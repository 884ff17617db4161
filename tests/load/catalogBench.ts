// `npm run bench:catalog`: catalogue search latency per catalogue size, and
// catalog.search throughput beside a bare Fastify route, on real PostgreSQL.
// Sizes: BENCH_SIZES=5000,100000 (add 1000000 if you have the time and disk);
// BENCH_ROUNDS passes over the queries (3), BENCH_SHOW_SLOWEST slowest shown (5).
import { migrateToLatest } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { createCaller, createContextInner, createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import { buildApp } from '../../apps/server/src/app';
import { benchmarkQueries } from './catalogQueries';
import { loadCatalogue } from './catalogData';
import { percentile, requestsPerSecond } from './loadLoop';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SHOW_SLOWEST = Number(process.env.BENCH_SHOW_SLOWEST ?? 5);

async function benchSize(parts: number) {
  const handle = await createScratchPostgresDb(ADMIN_URL, 'bench_catalog');
  try {
    await migrateToLatest(handle.db);
    const loadStart = Date.now();
    await loadCatalogue(handle.db, parts);
    console.log(`\n${parts} parts loaded in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`);
    const deps: AppDeps = {
      db: handle.db,
      lucia: createLucia(handle.db, { secureCookies: false }),
      config: { publicUrl: 'http://localhost', mailFrom: 'bench@local', adminNotifyEmail: 'bench@local' },
    };
    const userId = await ensureActiveUser(handle.db, {
      email: 'bench@example.ru',
      password: 'bench12345',
      role: 'user',
      firstName: 'Бенч',
      lastName: 'Марк',
    });
    const token = (await deps.lucia.createSession(userId, {})).id;
    await latency(deps, token);
    await throughput(deps, token);
  } finally {
    await handle.close();
  }
}

async function latency(deps: AppDeps, token: string) {
  const caller = createCaller(await createContextInner(deps, { sessionToken: token }));
  const articles = (
    await deps.db.selectFrom('parts').select('part_number').orderBy('id').limit(400).execute()
  )
    .filter((_, i) => i % 10 === 0)
    .map((r) => r.part_number);
  const queries = benchmarkQueries(articles);
  for (const q of queries.slice(0, 30)) await caller.catalog.search(q); // warm caches and plans
  // Every pass runs each query once. The first pass meets each query cold;
  // the median over the passes keeps a query's time but drops one-off stalls
  // of a shared, loaded machine (a 2 ms query once took 217 ms).
  const passes: number[][] = queries.map(() => []);
  for (let pass = 0; pass < ROUNDS; pass += 1) {
    for (const [i, q] of queries.entries()) {
      const start = process.hrtime.bigint();
      await caller.catalog.search(q);
      passes[i]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const report = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const fmt = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
    console.log(`catalog.search, ${label}: p50 ${fmt(50)}, p95 ${fmt(95)}, p99 ${fmt(99)}`);
  };
  const medians = passes.map((times) =>
    percentile(
      [...times].sort((a, b) => a - b),
      50,
    ),
  );
  report(
    `first pass over ${queries.length} queries`,
    passes.map((times) => times[0]!),
  );
  report(`median of ${ROUNDS} passes per query`, medians);
  // The tail names its queries, so a regression points at its plan.
  const slowest = medians
    .map((ms, i) => ({ ms, query: JSON.stringify(queries[i]) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SHOW_SLOWEST);
  for (const t of slowest) console.log(`  ${t.ms.toFixed(1).padStart(6)} ms  ${t.query}`);
  const firstPage = JSON.stringify(await caller.catalog.search({ query: '', sort: 'home', pageSize: 30 }));
  console.log(`first page of / (30 parts): ${(Buffer.byteLength(firstPage) / 1024).toFixed(1)} kB of JSON`);
}

async function throughput(deps: AppDeps, token: string) {
  const app = await buildApp({ deps, webDist: '/nonexistent' });
  app.get('/bench/bare', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const input = encodeURIComponent(JSON.stringify({ query: 'прокладка', sort: 'home', pageSize: 30 }));
    const headers = { authorization: `Bearer ${token}` };
    const bare = await requestsPerSecond(`${address}/bench/bare`, {}, LOAD_MS);
    const search = await requestsPerSecond(`${address}/trpc/catalog.search?input=${input}`, headers, LOAD_MS);
    console.log(
      `throughput: bare route ${bare.toFixed(0)} req/s, catalog.search ${search.toFixed(0)} req/s, ratio ${(search / bare).toFixed(3)}`,
    );
  } finally {
    await app.close();
  }
}

for (const size of SIZES) await benchSize(size);
