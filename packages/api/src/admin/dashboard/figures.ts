// The four headline figures of a period and of the period before it, from one
// pass over the orders of both (orders_created_idx) plus one over new accounts.
// Cancelled orders count in neither revenue nor orders; they are reported apart.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { Period } from './period';

export interface Figure {
  current: number;
  previous: number;
  /** Whole percent against the previous period; null when that was 0. */
  changePercent: number | null;
}

const figure = (current: number, previous: number): Figure => ({
  current,
  previous,
  changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100),
});

const average = (revenue: number, orders: number) => (orders === 0 ? 0 : Math.round(revenue / orders));

export async function periodFigures(db: Kysely<Database>, p: Period) {
  const { rows } = await sql<Record<string, number>>`
    select
      count(*) filter (where created_at >= ${p.start} and status <> 'cancelled') as orders,
      coalesce(sum(total_price) filter (where created_at >= ${p.start} and status <> 'cancelled'), 0)::bigint as revenue,
      count(*) filter (where created_at >= ${p.start} and status = 'cancelled') as cancelled,
      count(*) filter (where created_at < ${p.start} and status <> 'cancelled') as previous_orders,
      coalesce(sum(total_price) filter (where created_at < ${p.start} and status <> 'cancelled'), 0)::bigint as previous_revenue,
      count(*) filter (where created_at < ${p.start} and status = 'cancelled') as previous_cancelled
    from orders
    where created_at >= ${p.previousStart} and created_at < ${p.end}`.execute(db);
  const clients = await sql<Record<string, number>>`
    select count(*) filter (where created_at >= ${p.start}) as current,
           count(*) filter (where created_at < ${p.start}) as previous
    from users
    where role = 'user' and created_at >= ${p.previousStart} and created_at < ${p.end}`.execute(db);
  const o = rows[0]!;
  const c = clients.rows[0]!;
  const [orders, revenue, previousOrders, previousRevenue] = [
    Number(o.orders),
    Number(o.revenue),
    Number(o.previous_orders),
    Number(o.previous_revenue),
  ];
  return {
    figures: {
      revenue: figure(revenue, previousRevenue),
      orders: figure(orders, previousOrders),
      averageOrder: figure(average(revenue, orders), average(previousRevenue, previousOrders)),
      newClients: figure(Number(c.current), Number(c.previous)),
    },
    cancelled: { current: Number(o.cancelled), previous: Number(o.previous_cancelled) },
  };
}
