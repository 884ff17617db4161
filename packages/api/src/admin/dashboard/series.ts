// The dashboard's series: revenue and orders per day of the period, orders per
// status, registrations per week. Every day and status is present, zeros
// included, so the charts show gaps as gaps.
import { sql, type Kysely } from 'kysely';
import { ORDER_STATUSES, type Database, type OrderStatus } from '@shop/db';
import { SHOP_TIME_ZONE, type Period } from './period';

export const REGISTRATION_WEEKS = 12;

export async function dailySeries(db: Kysely<Database>, p: Period) {
  const { rows } = await sql<{ date: string; revenue: number; orders: number; weekend: boolean }>`
    with per_day as (
      select (created_at at time zone ${SHOP_TIME_ZONE})::date as day,
             sum(total_price)::bigint as revenue, count(*) as orders
      from orders
      where created_at >= ${p.start} and created_at < ${p.end} and status <> 'cancelled'
      group by 1
    )
    select to_char(d, 'YYYY-MM-DD') as date,
           coalesce(per_day.revenue, 0)::bigint as revenue,
           coalesce(per_day.orders, 0)::bigint as orders,
           extract(isodow from d) >= 6 as weekend
    from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') as d
    left join per_day on per_day.day = d::date
    order by d`.execute(db);
  return rows.map((r) => ({
    date: r.date,
    revenue: Number(r.revenue),
    orders: Number(r.orders),
    weekend: r.weekend,
  }));
}

/** Orders placed in the period by their current status, cancelled included. */
export async function statusBreakdown(db: Kysely<Database>, p: Period) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('orders'),
      sql<number>`sum(total_price)::bigint`.as('revenue'),
    ])
    .where('created_at', '>=', p.start)
    .where('created_at', '<', p.end)
    .groupBy('status')
    .execute();
  const byStatus = new Map<OrderStatus, { orders: number; revenue: number }>(
    rows.map((r) => [r.status, { orders: Number(r.orders), revenue: Number(r.revenue) }]),
  );
  return ORDER_STATUSES.map((status) => ({ status, ...(byStatus.get(status) ?? { orders: 0, revenue: 0 }) }));
}

/** New buyer accounts per week (Monday to Sunday) over the last 12 weeks, this one included. */
export async function weeklyRegistrations(db: Kysely<Database>, now: Date) {
  const { rows } = await sql<{ week: string; count: number }>`
    with bounds as (
      select date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date as this_week
    ),
    per_week as (
      select date_trunc('week', created_at at time zone ${SHOP_TIME_ZONE})::date as week, count(*) as count
      from users, bounds
      where role = 'user'
        and created_at >= (this_week - ${(REGISTRATION_WEEKS - 1) * 7}::int)::timestamp at time zone ${SHOP_TIME_ZONE}
      group by 1
    )
    select to_char(w, 'YYYY-MM-DD') as week, coalesce(per_week.count, 0) as count
    from bounds
    cross join generate_series(this_week - ${(REGISTRATION_WEEKS - 1) * 7}::int, this_week, interval '7 days') as w
    left join per_week on per_week.week = w::date
    order by w`.execute(db);
  return rows.map((r) => ({ weekStart: r.week, count: Number(r.count) }));
}
