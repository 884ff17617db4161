// `npm run bench:orders`: order creation over HTTP on real PostgreSQL —
// uncontended latency (one buyer, one order at a time) beside 50 concurrent
// buyers racing for a few hot parts, with throughput and the p99 ratio.
// Bounded: a fixed number of orders per phase.
import { migrateToLatest, seedDemoCatalog } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import { buildApp } from '../../apps/server/src/app';
import { percentile } from './loadLoop';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = 50;
const ORDERS_PER_BUYER = Number(process.env.BENCH_ORDERS_PER_BUYER ?? 10);
const UNCONTENDED_ORDERS = 200;

function summary(label: string, latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => percentile(sorted, q).toFixed(1);
  const rate = (latencies.length * 1000) / elapsedMs;
  console.log(
    `${label.padEnd(24)} ${latencies.length} orders  ${rate.toFixed(0)} orders/s  p50 ${p(50)} ms  p95 ${p(95)} ms  p99 ${p(99)} ms`,
  );
  return { p99: percentile(sorted, 99), rate };
}

async function main() {
  const handle = await createScratchPostgresDb(ADMIN_URL, 'bench_orders');
  try {
    await migrateToLatest(handle.db);
    await seedDemoCatalog(handle.db, { parts: 500 });
    const deps: AppDeps = {
      db: handle.db,
      lucia: createLucia(handle.db, { secureCookies: false }),
      config: { publicUrl: 'http://localhost', mailFrom: 'bench@local', adminNotifyEmail: 'bench@local' },
    };
    const app = await buildApp({ deps, webDist: '/nonexistent' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const id = await ensureActiveUser(handle.db, {
        email: `b${i}@bench.ru`,
        password: 'bench12345',
        role: 'user',
        firstName: 'Бенч',
        lastName: `Покупатель ${i}`,
      });
      tokens.push((await deps.lucia.createSession(id, {})).id);
    }
    const hotParts = [1, 2, 3, 4, 5];
    let seq = 0;
    const placeOrder = async (token: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          order_number: `BENCH-${++seq}`,
          delivery_method: 'pickup',
          payment_method: 'invoice',
          items: [
            { partId: hotParts[seq % hotParts.length], quantity: 1 + (seq % 3) },
            { partId: 100 + (seq % 300), quantity: 1 },
          ],
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`order answered ${res.status}`);
      return performance.now() - started;
    };

    console.log(`\nOrder creation on PostgreSQL, ${BUYERS} buyers, hot parts ${hotParts.join(',')}`);
    const alone: number[] = [];
    let started = performance.now();
    for (let i = 0; i < UNCONTENDED_ORDERS; i++) alone.push(await placeOrder(tokens[0]!));
    const uncontended = summary('uncontended (1 buyer)', alone, performance.now() - started);

    const contendedLatencies: number[] = [];
    started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        for (let i = 0; i < ORDERS_PER_BUYER; i++) contendedLatencies.push(await placeOrder(token));
      }),
    );
    const contended = summary(
      `contended (${BUYERS} buyers)`,
      contendedLatencies,
      performance.now() - started,
    );
    console.log(
      `p99 contended / uncontended: ${(contended.p99 / uncontended.p99).toFixed(1)}x; throughput ratio ${(contended.rate / uncontended.rate).toFixed(1)}x`,
    );
    await app.close();
  } finally {
    await handle.close();
  }
}

await main();
