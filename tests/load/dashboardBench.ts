// `npm run bench:dashboard`: admin.dashboard.summary on real PostgreSQL with
// 100 000 orders (BENCH_DASHBOARD_ORDERS) over a year, for each period
// (7 / 30 / 90 days), called through the tRPC caller as the admin; prints
// p50/p95/p99 server latency per period. The goal is p95 ≤ 100 ms.
import { migrateToLatest, seedDemoCatalog } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { createCaller, createContextInner, createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import { loadDashboardHistory } from './dashboardData';
import { percentile } from './loadLoop';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

async function main() {
  const handle = await createScratchPostgresDb(ADMIN_URL, 'bench_dashboard');
  try {
    await migrateToLatest(handle.db);
    await seedDemoCatalog(handle.db, { parts: 5000 });
    let started = performance.now();
    await loadDashboardHistory(handle.db, { orders: ORDERS, days: 365, buyers: 2000, waiting: 25 });
    const counted = await handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`loaded ${counted.n} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const deps: AppDeps = {
      db: handle.db,
      lucia: createLucia(handle.db, { secureCookies: false }),
      config: { publicUrl: 'http://localhost', mailFrom: 'bench@local', adminNotifyEmail: 'bench@local' },
    };
    const adminId = await ensureActiveUser(handle.db, {
      email: 'admin@bench.ru',
      password: 'bench12345',
      role: 'admin',
      firstName: 'Бенч',
      lastName: 'Админ',
    });
    const token = (await deps.lucia.createSession(adminId, {})).id;
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
      console.log(
        `${String(days).padStart(2)} days  ${ROUNDS} calls  p50 ${p(50)} ms  p95 ${p(95)} ms  p99 ${p(99)} ms`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
