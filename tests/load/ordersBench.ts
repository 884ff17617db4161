// `npm run bench:orders`: order creation over HTTP on real PostgreSQL —
// uncontended latency (one buyer, one order at a time) beside 50 concurrent
// buyers racing for a few hot parts, with throughput, the p99 ratio and how
// much of the slowest orders' time was spent waiting for the hot parts' row
// locks. Bounded: a fixed number of orders per phase.
//
// Lock wait: every SQL statement of a request is timed (a Kysely plugin; the
// request is known through AsyncLocalStorage); the statement that locks parts
// (FOR UPDATE) is waiting for the lock for all but a fraction of a
// millisecond of its time when contended, so its time is counted as lock wait.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { seedDemoCatalog, type Database } from '@shop/db';
import { percentile } from './loadLoop';
import { benchDeps, scratchDb, signedInUser } from './support/db';
import { mainThreadCpu, postgresCpu, postgresCpuBetween, type CpuTime } from './support/cpuTime';
import { goalLine, printLoad } from './support/report';
import { startServer } from './support/server';
import { shopOutboxWorker } from '../../apps/server/src/startup';

const BUYERS = 50;
// 2 000 contended orders: their p99 is the 20th slowest, not the 5th of
// 500, which was mostly the opening burst of 50 at once on cold caches.
const ORDERS_PER_BUYER = Number(process.env.BENCH_ORDERS_PER_BUYER ?? 40);
// 600 alone: their p99 is the 6th slowest (with 200, one GC pause moved it by half).
const UNCONTENDED_ORDERS = 600;
const RATIO_GOAL = 10;
/**
 * 'invoice' (default): every order is paid by bank transfer, and the shop's
 * mail worker, running beside the requests as in production, renders each
 * one's invoice PDF after the commit (on its render thread, as the order
 * mails); 'cash': no PDFs.
 */
const PAYMENT = process.env.BENCH_PAYMENT ?? 'invoice';
/** A file to write the CPU profile of the server's thread during the contended phase to. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;

interface RequestTiming {
  lockMs: number;
  sqlMs: number;
  serverMs: number;
}

const requestTiming = new AsyncLocalStorage<RequestTiming>();

/** Times each statement and adds it to the current request's figures. */
class StatementTimer implements KyselyPlugin {
  private started = new Map<unknown, { at: number; locks: boolean; timing: RequestTiming | undefined }>();

  transformQuery(args: PluginTransformQueryArgs) {
    // A raw statement that says FOR UPDATE, or a built SELECT … FOR UPDATE
    // (no JSON of the whole tree: that cost the server ~4 % of its time).
    const node = args.node as { kind: string; sqlFragments?: readonly string[]; endModifiers?: unknown };
    const locks =
      node.kind === 'RawNode'
        ? (node.sqlFragments ?? []).some((fragment) => /for update/i.test(fragment))
        : node.kind === 'SelectQueryNode' && JSON.stringify(node.endModifiers ?? []).includes('ForUpdate');
    this.started.set(args.queryId, { at: performance.now(), locks, timing: requestTiming.getStore() });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    const start = this.started.get(args.queryId);
    this.started.delete(args.queryId);
    if (start?.timing) {
      const ms = performance.now() - start.at;
      start.timing.sqlMs += ms;
      if (start.locks) start.timing.lockMs += ms;
    }
    return args.result;
  }
}

interface Usage {
  busy: EventLoopUtilization;
  /** Every thread of this process: the server's, the render thread, the buyers' (ms). */
  processMs: number;
  server: CpuTime | null;
  postgres: CpuTime;
}

/** Starts measuring what a phase costs the server's thread and PostgreSQL; call the result at its end. */
async function startUsage(db: Kysely<Database>): Promise<() => Promise<Usage>> {
  const busy = performance.eventLoopUtilization();
  const processCpu = process.cpuUsage();
  const server = mainThreadCpu();
  const postgres = await postgresCpu(db);
  return async () => {
    // The phase's mails are its work too: wait until the worker has sent them.
    for (let waited = 0; waited < 60_000; waited += 50) {
      const { n } = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      if (Number(n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const serverNow = mainThreadCpu();
    const processNow = process.cpuUsage(processCpu);
    return {
      busy: performance.eventLoopUtilization(busy),
      processMs: (processNow.user + processNow.system) / 1000,
      server:
        server && serverNow
          ? { ranMs: serverNow.ranMs - server.ranMs, waitedMs: serverNow.waitedMs - server.waitedMs }
          : null,
      postgres: postgresCpuBetween(postgres, await postgresCpu(db)),
    };
  };
}

interface Phase {
  latencies: number[];
  server: RequestTiming[];
  p99: number;
  rate: number;
}

function summary(
  label: string,
  latencies: number[],
  server: RequestTiming[],
  elapsedMs: number,
  usage: Usage,
): Phase {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => percentile(sorted, q).toFixed(1);
  const rate = (latencies.length * 1000) / elapsedMs;
  console.log(
    `${label.padEnd(24)} ${latencies.length} orders  ${rate.toFixed(0)} orders/s  p50 ${p(50)} ms  p95 ${p(95)} ms  p99 ${p(99)} ms`,
  );
  // What an order costs the server's thread (requests and the mail worker)
  // and PostgreSQL in CPU time: the figures to cut when 50 buyers saturate
  // the machine, and steadier than wall time while others load it.
  const perOrder = (ms: number) => (ms / latencies.length).toFixed(2);
  const { busy, server: cpu, postgres } = usage;
  console.log(
    `  server thread busy ${(busy.utilization * 100).toFixed(0)} %` +
      (cpu
        ? `, CPU ${perOrder(cpu.ranMs)} ms per order (+ ${perOrder(cpu.waitedMs)} ms waiting for a CPU)`
        : '') +
      `; PostgreSQL CPU ${perOrder(postgres.ranMs)} ms per order; whole process ${perOrder(usage.processMs)} ms`,
  );
  // Where the slowest 2 % of the requests spent their time on the server.
  const slowest = [...server]
    .sort((a, b) => b.serverMs - a.serverMs)
    .slice(0, Math.max(1, server.length / 50));
  const mean = (pick: (t: RequestTiming) => number) =>
    slowest.reduce((s, t) => s + pick(t), 0) / slowest.length;
  console.log(
    `  slowest ${slowest.length} on the server: ${mean((t) => t.serverMs).toFixed(1)} ms, of which SQL ${mean((t) => t.sqlMs).toFixed(1)} ms, lock wait ${mean((t) => t.lockMs).toFixed(1)} ms`,
  );
  return { latencies, server, p99: percentile(sorted, 99), rate };
}

async function main() {
  const handle = await scratchDb('bench_orders');
  try {
    await seedDemoCatalog(handle.db, { parts: 500 });
    const deps = { ...benchDeps(handle.db.withPlugin(new StatementTimer())) };
    const server = await startServer(deps, (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        const timing: RequestTiming = { lockMs: 0, sqlMs: 0, serverMs: 0 };
        (request as unknown as { timing: RequestTiming }).timing = timing;
        requestTiming.run(timing, done);
      });
      app.addHook('onResponse', async (request, reply) => {
        const timing = (request as unknown as { timing?: RequestTiming }).timing;
        if (timing) {
          timing.serverMs = reply.elapsedTime;
          collected?.push(timing);
        }
      });
    });
    const mailWorker = shopOutboxWorker(handle.db, { send: async () => {} });
    mailWorker.start();
    let collected: RequestTiming[] | null = null;
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      tokens.push((await signedInUser(deps, { email: `b${i}@bench.ru`, lastName: `Покупатель ${i}` })).token);
    }
    const hotParts = [1, 2, 3, 4, 5];
    const clients = new Worker(new URL('./support/orderClients.mjs', import.meta.url), {
      workerData: { base: server.base, payment: PAYMENT, hotParts },
    });
    /** One buyer per token, each placing `ordersPerBuyer` orders in turn; every latency (ms). */
    const placeOrders = (buyers: string[], ordersPerBuyer: number, shared = true) =>
      new Promise<number[]>((resolve, reject) => {
        clients.once('message', (answer: { latencies?: number[]; error?: string }) =>
          answer.latencies ? resolve(answer.latencies) : reject(new Error(answer.error)),
        );
        clients.postMessage({ tokens: buyers, ordersPerBuyer, shared });
      });

    printLoad('at start');
    console.log(
      `\nOrder creation on PostgreSQL, ${BUYERS} buyers, hot parts ${hotParts.join(',')}, payment ${PAYMENT}`,
    );
    await placeOrders([tokens[1]!], 10); // warm up plans and code
    collected = [];
    let started = performance.now();
    let usage = await startUsage(handle.db);
    const alone = await placeOrders([tokens[0]!], UNCONTENDED_ORDERS);
    const uncontended = summary(
      'uncontended (1 buyer)',
      alone,
      collected,
      performance.now() - started,
      await usage(),
    );

    const profiler = CPU_PROFILE ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    collected = [];
    started = performance.now();
    usage = await startUsage(handle.db);
    const contendedLatencies = await placeOrders(tokens, ORDERS_PER_BUYER);
    const contended = summary(
      `contended (${BUYERS} buyers)`,
      contendedLatencies,
      collected,
      performance.now() - started,
      await usage(),
    );
    if (profiler && CPU_PROFILE) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(CPU_PROFILE, JSON.stringify(profile));
      profiler.disconnect();
      console.log(`  CPU profile of the contended phase in ${CPU_PROFILE}`);
    }
    console.log(`throughput ratio contended/uncontended: ${(contended.rate / uncontended.rate).toFixed(1)}x`);
    // The same 50 buyers on parts nobody else orders: what 50 requests in
    // flight cost on this machine without any shared row, so the hot parts'
    // own share shows (the contended p99 over this one).
    collected = [];
    started = performance.now();
    usage = await startUsage(handle.db);
    const apart = summary(
      `concurrent, own parts`,
      await placeOrders(tokens, ORDERS_PER_BUYER, false),
      collected,
      performance.now() - started,
      await usage(),
    );
    console.log(
      `hot parts' own cost: contended p99 / concurrent p99 on own parts ${(contended.p99 / apart.p99).toFixed(2)}x`,
    );
    // The lock-wait share of the p99: over the contended orders at or above
    // the p99 server time, lock wait / server time.
    const serverSorted = [...contended.server].sort((a, b) => a.serverMs - b.serverMs);
    const p99Server = percentile(
      serverSorted.map((t) => t.serverMs),
      99,
    );
    const tail = serverSorted.filter((t) => t.serverMs >= p99Server);
    const lockShare =
      tail.reduce((s, t) => s + t.lockMs, 0) /
      Math.max(
        1e-9,
        tail.reduce((s, t) => s + t.serverMs, 0),
      );
    console.log(
      `contended p99 on the server ${p99Server.toFixed(1)} ms; pool size ${process.env.DATABASE_POOL_MAX ?? 'default (10)'}`,
    );
    printLoad('at end');
    await clients.terminate();
    await mailWorker.stop();
    await server.close();
    console.log('');
    goalLine(`orders contended/uncontended p99, ${PAYMENT} payment`, contended.p99 / uncontended.p99, 'x', {
      op: '<=',
      value: RATIO_GOAL,
    });
    console.log(`orders lock-wait share of contended p99: ${(lockShare * 100).toFixed(0)} %`);
  } finally {
    await handle.close();
  }
}

await main();
