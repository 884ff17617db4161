// `npm run bench:steady` (issue 32): catalogue search under steady traffic.
// On the varied million (support/catalogueDb.ts: kept and reused; the size
// in BENCH_STEADY_PARTS, the data set in BENCH_CATALOGUE), buyers search
// over HTTP as the web client does (the query set of catalogQueries.ts;
// SEARCHERS buyers, each reading a page THINK_MS before the next search):
// first alone, then while ORDERS_PER_SECOND orders a second are placed (on
// schedule, whatever the answers: an open loop, as buyers do not wait for
// each other) and an administrator previews and applies a 100 000-row price
// list of the catalogue's own parts at new prices (a distributor's weekly
// list; it sets no stock, so the catalogue keeps its shape run after run).
// The shop's mail worker sends each order's mails (to nowhere) and renders
// its invoice, as in production. Prints search p50/p95/p99 alone and during,
// the orders' latency and rate, the list's preview and apply, the goal line.
import { sql } from '@shop/db';
import { percentile } from './loadLoop';
import { catalogueQueries } from './catalogQueries';
import type { CatalogueKind } from './catalogData';
import { catalogueDb } from './support/catalogueDb';
import { benchDeps, signedInUser } from './support/db';
import { goalLine, printLoad } from './support/report';
import { startServer } from './support/server';
import { cpuMeter } from './support/cpu';
import { shopOutboxWorker } from '../../apps/server/src/startup';

const PARTS = Number(process.env.BENCH_STEADY_PARTS ?? 1_000_000);
const KIND = (process.env.BENCH_CATALOGUE ?? 'varied') as CatalogueKind;
const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 4);
const THINK_MS = 250;
const ORDERS_PER_SECOND = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 20);
const BUYERS = 20;
/** 0: no list, the orders alone for BENCH_DURING_MS (60 000). */
const PRICE_LIST_ROWS = Number(process.env.BENCH_PRICE_LIST_ROWS ?? 100_000);
const DURING_MS = Number(process.env.BENCH_DURING_MS ?? 60_000);
const ALONE_MS = Number(process.env.BENCH_ALONE_MS ?? 20_000);
const GOAL_MS = 100;

if (KIND !== 'varied' && KIND !== 'copied') throw new Error(`bad BENCH_CATALOGUE: ${KIND}`);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const figures = (values: number[]) => {
  const s = sorted(values);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(0)} ms (${s.length})`;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CSV field as the shop's reader takes it: quoted, quotes doubled. */
const field = (value: string) => `"${value.replaceAll('"', '""')}"`;
const roubles = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

async function main() {
  const handle = await catalogueDb(PARTS, KIND);
  const deps = benchDeps(handle.db);
  const server = await startServer(deps);
  // The kept catalogue keeps the last run's orders; their mails not sent
  // when it stopped would be rendered during this run, beside its own.
  await handle.db.deleteFrom('mail_outbox').where('status', '=', 'pending').execute();
  const mailWorker = shopOutboxWorker(handle.db, { send: async () => {} });
  mailWorker.start();
  try {
    const label = `${PARTS} ${KIND} parts`;
    const admin = await signedInUser(deps, { email: 'steady-admin@example.ru', role: 'admin' });
    const buyers: string[] = [];
    for (let i = 0; i < BUYERS; i += 1)
      buyers.push((await signedInUser(deps, { email: `steady-${i}@example.ru` })).token);
    const queries = await catalogueQueries(handle.db);
    // Parts in stock spread over the catalogue, ordered one at a time.
    const orderable = (
      await handle.db
        .selectFrom('parts')
        .select('id')
        .where('archived_at', 'is', null)
        .where('availability', '>=', 20)
        .orderBy(sql`md5(id::text)`)
        .limit(2000)
        .execute()
    ).map((p) => p.id);
    // The weekly list: a tenth of the catalogue, its prices moved by up to ±5 %.
    const listed = await handle.db
      .selectFrom('parts')
      .select(['id', 'part_number', 'name', 'category_id', 'brand', 'price'])
      .where('archived_at', 'is', null)
      .orderBy(sql`md5(id::text || 'list')`)
      .limit(PRICE_LIST_ROWS)
      .execute();
    // Other prices every run (a run's list left the catalogue at its own).
    const run = Math.floor(Date.now() / 60_000);
    const priceList = Buffer.from(
      [
        'Артикул;Название;Категория;Бренд;Цена',
        ...listed.map((p) =>
          [
            field(p.part_number),
            field(p.name),
            field(p.category_id),
            field(p.brand),
            roubles(Math.max(100, Math.round(p.price * (1 + (((p.id + run) % 11) - 5) / 100)))),
          ].join(';'),
        ),
      ].join('\n'),
    );
    console.log(`price list: ${listed.length} rows, ${(priceList.byteLength / 1024 / 1024).toFixed(1)} MB`);

    /** One search as the web client sends it. */
    const search = (input: object, token: string) =>
      fetch(`${server.base}/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    let searching = true;
    let searchTimes: number[] = [];
    let searchFailures = 0;
    const searcher = async (n: number) => {
      for (let i = n * 37; searching; i += 1) {
        const query = queries[i % queries.length]!;
        const started = performance.now();
        const answer = await search(query.input, buyers[n % BUYERS]!);
        await answer.arrayBuffer();
        if (answer.ok) searchTimes.push(performance.now() - started);
        else searchFailures += 1;
        await sleep(THINK_MS);
      }
    };
    // The last run's list left 100 000 dead rows: every run starts as autovacuum would leave it.
    const vacuumStarted = performance.now();
    await sql`vacuum (analyze) parts`.execute(handle.db);
    console.log(`parts vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    printLoad('at start');
    for (const query of queries.slice(0, 30)) await (await search(query.input, buyers[0]!)).arrayBuffer();
    let cpu = cpuMeter();
    const searchers = Array.from({ length: SEARCHERS }, (_, n) => searcher(n));
    await sleep(ALONE_MS);
    console.log(`searches alone: ${cpu.report()}`);
    cpu = cpuMeter();
    const alone = searchTimes;
    searchTimes = [];

    // Orders on schedule while the list is previewed and applied.
    const orderTimes: number[] = [];
    const orderStatuses = new Map<number, number>();
    const orders: Promise<void>[] = [];
    let placing = true;
    let seq = 0;
    const ordering = (async () => {
      const started = performance.now();
      while (placing && ORDERS_PER_SECOND > 0) {
        seq += 1;
        const n = seq;
        orders.push(
          (async () => {
            const sent = performance.now();
            const answer = await fetch(`${server.base}/api/orders`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${buyers[n % BUYERS]}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                order_number: `STEADY-${Date.now()}-${n}`,
                delivery_method: 'pickup',
                payment_method: 'invoice',
                items: [
                  { partId: orderable[(n * 2) % orderable.length], quantity: 1 },
                  { partId: orderable[(n * 2 + 1) % orderable.length], quantity: 1 },
                ],
              }),
            });
            await answer.arrayBuffer();
            orderTimes.push(performance.now() - sent);
            orderStatuses.set(answer.status, (orderStatuses.get(answer.status) ?? 0) + 1);
          })(),
        );
        // The next order at its moment on the schedule, however long this one takes.
        await sleep(Math.max(0, started + (seq * 1000) / ORDERS_PER_SECOND - performance.now()));
      }
    })();
    const during = performance.now();
    const post = (path: string, body: Buffer | string, type: string) =>
      fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': type },
        body,
      });
    let applied: { ok: boolean; status: number; message?: string; seconds: number } | null = null;
    if (PRICE_LIST_ROWS > 0) {
      let started = performance.now();
      const previewAnswer = await post(
        '/api/admin/price-list/preview?fileName=steady.csv',
        priceList,
        'application/octet-stream',
      );
      const preview = (await previewAnswer.json()) as { importId: number; counts: object; message?: string };
      if (!previewAnswer.ok) throw new Error(preview.message);
      const previewSeconds = (performance.now() - started) / 1000;
      console.log(`preview in ${previewSeconds.toFixed(1)} s:`, preview.counts);
      started = performance.now();
      const answer = await post(
        '/api/admin/price-list/apply',
        JSON.stringify({ importId: preview.importId }),
        'application/json',
      );
      const applyAnswer = (await answer.json()) as { message?: string };
      const applySeconds = (performance.now() - started) / 1000;
      applied = { ok: answer.ok, status: answer.status, message: applyAnswer.message, seconds: applySeconds };
    } else await sleep(DURING_MS);
    placing = false;
    searching = false;
    await ordering;
    await Promise.all([...orders, ...searchers]);
    const duringSeconds = (performance.now() - during) / 1000;
    console.log(`during: ${cpu.report()}`);
    if (applied && !applied.ok) console.log(`apply answered ${applied.status}: ${applied.message}`);
    else if (applied) console.log(`apply in ${applied.seconds.toFixed(1)} s`);
    console.log(`search alone (${SEARCHERS} buyers): ${figures(alone)}`);
    console.log(`search during: ${figures(searchTimes)}; failed ${searchFailures}`);
    console.log(
      `orders during: ${(orderTimes.length / duringSeconds).toFixed(1)} a second over ${duringSeconds.toFixed(0)} s, ${figures(orderTimes)}; answers ${JSON.stringify(Object.fromEntries(orderStatuses))}`,
    );
    printLoad('at end');
    console.log('');
    goalLine(`search p95 alone at ${label}`, percentile(sorted(alone), 95), 'ms', {
      op: '<=',
      value: GOAL_MS,
    });
    goalLine(
      `search p95 during ${ORDERS_PER_SECOND} orders/s and a ${PRICE_LIST_ROWS}-row price list at ${label}`,
      percentile(sorted(searchTimes), 95),
      'ms',
      { op: '<=', value: GOAL_MS },
    );
  } finally {
    await mailWorker.stop();
    await server.close();
    await handle.close();
  }
}

await main();
