// Top 10 parts (by quantity and by revenue) and top 10 buyers of a period.
// Cancelled orders sell nothing; line revenue is the captured unit price
// times the quantity; a part is named as the catalogue names it now.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { Period } from './period';

export const TOP_SIZE = 10;

interface PartRow {
  ranking: 'quantity' | 'revenue';
  part_id: number;
  article: string;
  name: string;
  quantity: number;
  revenue: number;
}

/**
 * Both part rankings from one aggregation. The sums read only the two
 * covering indexes of migration 0012; the 20 winners then get their article
 * and name from the catalogue.
 */
export async function topParts(db: Kysely<Database>, p: Period) {
  const { rows } = await sql<PartRow>`
    with sold as (
      select oi.part_id, sum(oi.quantity)::bigint as quantity,
             sum(oi.quantity::bigint * oi.unit_price)::bigint as revenue
      from orders o
      join order_items oi on oi.order_id = o.id
      where o.created_at >= ${p.start} and o.created_at < ${p.end} and o.status <> 'cancelled'
      group by oi.part_id
    ),
    ranked as (
      (select 'quantity' as ranking, sold.* from sold order by quantity desc, revenue desc, part_id limit ${TOP_SIZE})
      union all
      (select 'revenue' as ranking, sold.* from sold order by revenue desc, quantity desc, part_id limit ${TOP_SIZE})
    )
    select r.ranking, r.part_id, p.part_number as article, p.name, r.quantity, r.revenue
    from ranked r join parts p on p.id = r.part_id`.execute(db);
  const ranking = (by: PartRow['ranking']) =>
    rows
      .filter((r) => r.ranking === by)
      .map((r) => ({
        partId: r.part_id,
        article: r.article,
        name: r.name,
        quantity: Number(r.quantity),
        revenue: Number(r.revenue),
      }))
      .sort(
        (a, b) =>
          b[by] - a[by] ||
          (by === 'quantity' ? b.revenue - a.revenue : b.quantity - a.quantity) ||
          a.partId - b.partId,
      );
  return { byQuantity: ranking('quantity'), byRevenue: ranking('revenue') };
}

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
