// (d) Instance B gets SIGTERM while orders stream through nginx. B finishes
// what it accepted and exits 0; nginx sends the rest to A. Every 2xx answer
// has its order in the database, and a failed request retried with the same
// key (order_number) never makes a second order.
import { login, placeOrder, pool, type Answer, type Login } from '../client';
import { expect, sleep } from '../harness';
import { upstreamCounts } from '../nginx';
import type { ClusterContext } from '../context';

const ORDERS = 80;
const STOP_AFTER = 20;
const MAX_ATTEMPTS = 4;

interface Outcome {
  key: string;
  session: Login;
  answers: Answer[];
}

/** One client's order: retried with the same key until it gets 201 (bounded). */
async function orderWithRetries(ctx: ClusterContext, outcome: Outcome, partId: number): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const order = { key: outcome.key, partId, quantity: 1 };
    const answer = await placeOrder(ctx.nginx.url, outcome.session.token, order);
    outcome.answers.push(answer);
    if (answer.status === 201) return;
    await sleep(300); // a client's back-off before retrying with the same key
  }
}

/** Streams the orders and sends SIGTERM to B once STOP_AFTER of them are done. */
async function streamOrders(ctx: ClusterContext, sessions: Login[], partId: number, run: number) {
  let completed = 0;
  let stopping: Promise<number | null> | undefined;
  const outcomes = await pool(ORDERS, 4, async (i) => {
    const outcome: Outcome = {
      key: `stream-${i}-${run}`,
      session: sessions[i % sessions.length]!,
      answers: [],
    };
    await orderWithRetries(ctx, outcome, partId);
    completed += 1;
    if (completed === STOP_AFTER) stopping = ctx.instances[1].stop(30_000);
    return outcome;
  });
  expect(stopping !== undefined, 'B was never stopped');
  return { outcomes, exitCode: await stopping };
}

/** Every 2xx answer's order is in the database, once per key. */
async function verifyStored(ctx: ClusterContext, outcomes: Outcome[], run: number): Promise<void> {
  const rows = await ctx.database.db
    .selectFrom('orders')
    .select(['id', 'idempotency_key'])
    .where('idempotency_key', 'like', `stream-%-${run}`)
    .execute();
  const byKey = new Map<string, number[]>();
  for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
  const duplicated = [...byKey].filter(([, ids]) => ids.length > 1).map(([key]) => key);
  expect(duplicated.length === 0, `keys with several orders: ${duplicated.join(', ')}`);
  expect(rows.length === ORDERS, `${rows.length} orders in the database for ${ORDERS} keys`);
  for (const outcome of outcomes) {
    for (const answer of outcome.answers.filter((a) => a.status >= 200 && a.status < 300)) {
      const id = Number(answer.body.orderId);
      expect(
        byKey.get(outcome.key)?.includes(id) === true,
        `2xx order ${id} of ${outcome.key} is not stored`,
      );
    }
  }
}

/** A client that lost the answer retries: the same order comes back, no new one. */
async function verifyReplays(ctx: ClusterContext, outcomes: Outcome[], partId: number, run: number) {
  for (const outcome of outcomes.slice(0, 5)) {
    const order = { key: outcome.key, partId, quantity: 1 };
    const replay = await placeOrder(ctx.nginx.url, outcome.session.token, order);
    const first = outcome.answers.at(-1)!.body.orderId;
    expect(
      replay.body.orderId === first,
      `replay of ${outcome.key} gave order ${String(replay.body.orderId)}`,
    );
  }
  const total = await ctx.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idempotency_key', 'like', `stream-%-${run}`)
    .executeTakeFirstOrThrow();
  expect(total.n === ORDERS, `replays created orders: ${total.n} for ${ORDERS} keys`);
}

export async function checkFailover(ctx: ClusterContext): Promise<string> {
  const { db } = ctx.database;
  const part = await db.selectFrom('parts').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await db.updateTable('parts').set({ availability: 1_000_000 }).where('id', '=', part.id).execute();
  const sessions = await Promise.all(ctx.buyers.map((b) => login(ctx.nginx.url, b.email, b.password)));
  const before = await upstreamCounts(ctx.nginx, '/api/orders');
  const run = Date.now();

  const { outcomes, exitCode } = await streamOrders(ctx, sessions, part.id, run);
  expect(
    exitCode === 0,
    `B did not shut down gracefully (exit ${exitCode}; log: ${ctx.instances[1].logFile})`,
  );
  const unfinished = outcomes.filter((o) => o.answers.at(-1)?.status !== 201);
  const example = JSON.stringify(unfinished[0]?.answers.map((a) => a.status || a.error));
  expect(unfinished.length === 0, `${unfinished.length} orders never succeeded, e.g. ${example}`);
  await verifyStored(ctx, outcomes, run);
  await verifyReplays(ctx, outcomes, part.id, run);

  const retried = outcomes.filter((o) => o.answers.length > 1).length;
  const failed = outcomes.flatMap((o) =>
    o.answers.filter((a) => a.status !== 201).map((a) => a.status || a.error),
  );
  const after = await upstreamCounts(ctx.nginx, '/api/orders');
  const nameOf = (upstream: string) =>
    ctx.instances.find((i) => upstream.endsWith(`:${i.port}`))?.name ?? upstream;
  const spread = [...after].map(([upstream, n]) => `${nameOf(upstream)}=${n - (before.get(upstream) ?? 0)}`);
  Object.assign(ctx.figures, {
    streamOrders: ORDERS,
    streamRetried: retried,
    streamSeconds: (Date.now() - run) / 1000,
  });
  return (
    `${ORDERS} orders, B stopped after ${STOP_AFTER} (exit 0); ${retried} needed a client retry ` +
    `(failed answers: ${failed.join(', ') || 'none'}); all ${ORDERS} stored once; 5 replays returned ` +
    `the same order; requests served ${spread.join(' ')}`
  );
}
