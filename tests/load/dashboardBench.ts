// `npm run bench:dashboard`: admin.dashboard.summary on real PostgreSQL with
// 100 000 orders (BENCH_DASHBOARD_ORDERS) over a year, for each period
// (7 / 30 / 90 days), called through the tRPC caller as the admin; prints
// p50/p95/p99 server latency per period. The goal is p95 ≤ 100 ms.
import { seedDemoCatalog } from '@shop/db';
import { createCaller, createContextInner } from '@shop/api';
import { loadDashboardHistory } from './dashboardData';
import { percentile } from './loadLoop';
import { benchDeps, scratchDb, signedInUser } from './support/db';
import { goalLine, printLoad } from './support/report';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

async function main() {
  const handle = await scratchDb('bench_dashboard');
  try {
    printLoad('at start');
    await seedDemoCatalog(handle.db, { parts: 5000 });
    let started = performance.now();
    await loadDashboardHistory(handle.db, { orders: ORDERS, days: 365, buyers: 2000, waiting: 25 });
    const counted = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`loaded ${counted.n} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const deps = benchDeps(handle.db);
    const { token } = await signedInUser(deps, { email: 'admin@bench.ru', role: 'admin', lastName: 'Админ' });
    const p95s: Array<[number, number]> = [];
    const caller = createCaller(await createContextInner(deps, { sessionToken: token }));
    for (const days of [7, 30, 90] as const) {
      await caller.admin.dashboard.summary({ days }); // warm the cache and the plans
      const latencies: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        started = performance.now();
        await caller.admin.dashboard.summary({ days });
        latencies.push(performance.now() - started);
      }
      const sorted = latencies.sort((a, b) => a - b);
      const p = (q: number) => percentile(sorted, q).toFixed(1);
      p95s.push([days, percentile(sorted, 95)]);
      console.log(
        `${String(days).padStart(2)} days  ${ROUNDS} calls  p50 ${p(50)} ms  p95 ${p(95)} ms  p99 ${p(99)} ms`,
      );
    }
    printLoad('at end');
    console.log('');
    for (const [days, p95] of p95s)
      goalLine(`dashboard p95 for ${days} days`, p95, 'ms', { op: '<=', value: 100 });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
