// Top 10 buyers of a period by revenue; cancelled orders count for nothing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { TOP_SIZE } from './partSales';
import type { Period } from './period';

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
