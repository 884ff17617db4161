// The whole dashboard in one answer. The queries are independent: on
// PostgreSQL they run side by side on the pool, on PGlite one after another.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { failedMailCount, staleOrders, waitingAccounts } from './attention';
import { periodFigures } from './figures';
import type { DashboardSummary } from '@shop/schemas';
import { partSales } from './partSales';
import { periodEndingAt } from './period';
import { topBuyers } from './rankings';
import { dailySeries, statusBreakdown, weeklyRegistrations } from './series';

/** The running-out list counts the last 30 days' sales, whatever the period shown. */
const LOW_STOCK_SALES_DAYS = 30;

export async function dashboardSummary(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): Promise<DashboardSummary> {
  const p = await periodEndingAt(db, days, now);
  // On the 30-day view (the default) one aggregation of sales serves the rankings and the running-out list.
  const shared = days === LOW_STOCK_SALES_DAYS;
  const lowStockPeriod = shared ? p : await periodEndingAt(db, LOW_STOCK_SALES_DAYS, now);
  const [figures, daily, statuses, sales, lowStockSales, buyers, registrations, waiting, mails, stale] =
    await Promise.all([
      periodFigures(db, p),
      dailySeries(db, p),
      statusBreakdown(db, p),
      partSales(db, p, shared ? ['quantity', 'revenue', 'low'] : ['quantity', 'revenue']),
      shared ? null : partSales(db, lowStockPeriod, ['low']),
      topBuyers(db, p),
      weeklyRegistrations(db, now),
      waitingAccounts(db),
      failedMailCount(db),
      staleOrders(db, now),
    ]);
  return {
    period: { days, from: p.from, to: p.to, previousFrom: p.previousFrom, previousTo: p.previousTo },
    ...figures,
    daily,
    statuses,
    topPartsByQuantity: sales.byQuantity,
    topPartsByRevenue: sales.byRevenue,
    topBuyers: buyers,
    weeklyRegistrations: registrations,
    attention: {
      waitingAccounts: waiting,
      lowStock: (lowStockSales ?? sales).lowStock,
      failedMails: mails,
      staleOrders: stale,
    },
  };
}
