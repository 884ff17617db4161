// What sold, per part, in a period: the top 10 by quantity and by revenue,
// and the parts running out (fewer than LOW_STOCK_THRESHOLD left) that sold,
// best sellers first. One aggregation serves every list asked for: on the
// default 30-day view the rankings and the running-out list (whose window is
// the last 30 days) share it. The sums read only the covering indexes of
// migration 0012; the winners then get article, name and stock from the
// catalogue (a part is named as the catalogue names it now). Cancelled orders
// sell nothing; line revenue is the captured unit price times the quantity.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { Period } from './period';

export const TOP_SIZE = 10;
export const LOW_STOCK_THRESHOLD = 10;

type Ranking = 'quantity' | 'revenue' | 'low';

interface Row {
  ranking: Ranking;
  part_id: number;
  article: string;
  name: string;
  availability: number;
  quantity: number;
  revenue: number;
}

const RANKED: Record<Ranking, ReturnType<typeof sql>> = {
  quantity: sql`(select 'quantity' as ranking, sold.* from sold
                 order by quantity desc, revenue desc, part_id limit ${TOP_SIZE})`,
  revenue: sql`(select 'revenue' as ranking, sold.* from sold
                order by revenue desc, quantity desc, part_id limit ${TOP_SIZE})`,
  low: sql`(select 'low' as ranking, sold.* from sold join parts lp on lp.id = sold.part_id
            where lp.availability < ${LOW_STOCK_THRESHOLD}
            order by quantity desc, lp.availability, part_id limit ${TOP_SIZE})`,
};

export async function partSales(db: Kysely<Database>, p: Period, lists: Ranking[]) {
  const { rows } = await sql<Row>`
    with sold as (
      select oi.part_id, sum(oi.quantity)::bigint as quantity,
             sum(oi.quantity::bigint * oi.unit_price)::bigint as revenue
      from orders o
      join order_items oi on oi.order_id = o.id
      where o.created_at >= ${p.start} and o.created_at < ${p.end} and o.status <> 'cancelled'
      group by oi.part_id
    ),
    ranked as (${sql.join(
      lists.map((list) => RANKED[list]),
      sql` union all `,
    )})
    select r.ranking, r.part_id, p.part_number as article, p.name, p.availability, r.quantity, r.revenue
    from ranked r join parts p on p.id = r.part_id`.execute(db);
  const list = (ranking: Ranking) =>
    rows
      .filter((r) => r.ranking === ranking)
      .map((r) => ({ ...r, quantity: Number(r.quantity), revenue: Number(r.revenue) }))
      .sort((a, b) => {
        if (ranking === 'revenue')
          return b.revenue - a.revenue || b.quantity - a.quantity || a.part_id - b.part_id;
        if (ranking === 'low')
          return b.quantity - a.quantity || a.availability - b.availability || a.part_id - b.part_id;
        return b.quantity - a.quantity || b.revenue - a.revenue || a.part_id - b.part_id;
      });
  const ranked = (ranking: Ranking) =>
    list(ranking).map((r) => ({
      partId: r.part_id,
      article: r.article,
      name: r.name,
      quantity: r.quantity,
      revenue: r.revenue,
    }));
  return {
    byQuantity: ranked('quantity'),
    byRevenue: ranked('revenue'),
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      parts: list('low').map((r) => ({
        id: r.part_id,
        article: r.article,
        name: r.name,
        availability: r.availability,
        sold: r.quantity,
      })),
    },
  };
}
