// (b) Buyers racing for one part through nginx (so over both instances): the
// stock taken never exceeds what existed, and the rest is recorded "под заказ".
import { sql } from '@shop/db';
import { login, placeOrder, pool, type Answer } from '../client';
import { expect } from '../harness';
import { upstreamCounts } from '../nginx';
import type { ClusterContext } from '../context';

const ORDERS = 100;
const STOCK = 120;
const quantityOf = (i: number) => 1 + (i % 3);

/** Stock and reservations in the database match the demand, and what the answers promised. */
async function verifyStock(ctx: ClusterContext, partId: number, demand: number, answers: Answer[]) {
  const { db } = ctx.database;
  const promised = answers.reduce((sum, a) => {
    const items = a.body.items as Array<{ reservedQuantity: number }>;
    return sum + (items[0]?.reservedQuantity ?? 0);
  }, 0);
  const part = await db
    .selectFrom('parts')
    .select('availability')
    .where('id', '=', partId)
    .executeTakeFirstOrThrow();
  const sum = await sql<{ n: number }>`
    select coalesce(sum(reserved_quantity), 0)::int as n from order_items where part_id = ${partId}`.execute(
    db,
  );
  const reserved = sum.rows[0]!.n;
  const expectedStock = Math.max(0, STOCK - demand);
  expect(part.availability === expectedStock, `stock ${part.availability}, expected ${expectedStock}`);
  expect(reserved === Math.min(STOCK, demand), `reserved ${reserved} of ${STOCK} (demand ${demand})`);
  expect(
    promised === reserved,
    `answers promised ${promised} reserved units, the database holds ${reserved}`,
  );
  return { stock: part.availability, reserved };
}

export async function checkNoOversell(ctx: ClusterContext): Promise<string> {
  const { db } = ctx.database;
  const part = await db.selectFrom('parts').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('parts').set({ availability: STOCK }).where('id', '=', part.id).execute();
  const sessions = await Promise.all(ctx.buyers.map((b) => login(ctx.nginx.url, b.email, b.password)));
  const before = await upstreamCounts(ctx.nginx, '/api/orders');

  const started = Date.now();
  const answers = await pool(ORDERS, 16, (i) =>
    placeOrder(ctx.nginx.url, sessions[i % sessions.length]!.token, {
      key: `race-${i}-${started}`,
      partId: part.id,
      quantity: quantityOf(i),
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const refused = answers.filter((a) => a.status !== 201);
  expect(
    refused.length === 0,
    `${refused.length} orders refused, e.g. ${refused[0]?.status} ${JSON.stringify(refused[0]?.body)}`,
  );

  const demand = Array.from({ length: ORDERS }, (_, i) => quantityOf(i)).reduce((s, q) => s + q, 0);
  const { stock, reserved } = await verifyStock(ctx, part.id, demand, answers);

  const after = await upstreamCounts(ctx.nginx, '/api/orders');
  const spread = [...after].map(([upstream, n]) => n - (before.get(upstream) ?? 0));
  expect(
    spread.length === 2 && spread.every((n) => n > 0),
    `orders did not reach both instances: ${spread.join('/')}`,
  );
  ctx.figures.raceOrders = ORDERS;
  ctx.figures.raceSeconds = seconds;
  return `${ORDERS} orders (demand ${demand}) for stock ${STOCK} in ${seconds.toFixed(1)} s, split ${spread.join('/')} over the instances: reserved ${reserved}, stock left ${stock}`;
}
