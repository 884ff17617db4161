// Top 10 parts (by quantity and by revenue) and top 10 buyers of a period.
// Cancelled orders sell nothing; line revenue is the captured unit price
// times the quantity.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { Period } from './period';

export const TOP_SIZE = 10;

interface PartRow {
  part_id: number;
  article: string;
  name: string;
  quantity: number;
  revenue: number;
}

async function topParts(db: Kysely<Database>, p: Period, by: 'quantity' | 'revenue') {
  const { rows } = await sql<PartRow>`
    select oi.part_id, max(oi.part_number) as article, max(oi.name) as name,
           sum(oi.quantity)::bigint as quantity, sum(oi.quantity::bigint * oi.unit_price)::bigint as revenue
    from orders o
    join order_items oi on oi.order_id = o.id
    where o.created_at >= ${p.start} and o.created_at < ${p.end} and o.status <> 'cancelled'
    group by oi.part_id
    order by ${sql.ref(by)} desc, ${sql.ref(by === 'quantity' ? 'revenue' : 'quantity')} desc, oi.part_id
    limit ${TOP_SIZE}`.execute(db);
  return rows.map((r) => ({
    partId: r.part_id,
    article: r.article,
    name: r.name,
    quantity: Number(r.quantity),
    revenue: Number(r.revenue),
  }));
}

export const topPartsByQuantity = (db: Kysely<Database>, p: Period) => topParts(db, p, 'quantity');
export const topPartsByRevenue = (db: Kysely<Database>, p: Period) => topParts(db, p, 'revenue');

export async function topBuyers(db: Kysely<Database>, p: Period) {
  const { rows } = await sql<{
    user_id: number;
    first_name: string;
    last_name: string;
    company: string | null;
    email: string;
    orders: number;
    revenue: number;
  }>`
    select t.user_id, u.first_name, u.last_name, u.company, u.email, t.orders, t.revenue
    from (
      select user_id, count(*) as orders, sum(total_price)::bigint as revenue
      from orders
      where created_at >= ${p.start} and created_at < ${p.end} and status <> 'cancelled'
      group by user_id
      order by revenue desc, user_id
      limit ${TOP_SIZE}
    ) as t
    join users u on u.id = t.user_id
    order by t.revenue desc, t.user_id`.execute(db);
  return rows.map((r) => ({
    userId: r.user_id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    company: r.company,
    email: r.email,
    orders: Number(r.orders),
    revenue: Number(r.revenue),
  }));
}
