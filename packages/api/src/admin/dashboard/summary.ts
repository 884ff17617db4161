// The whole dashboard in one answer. The queries are independent: on
// PostgreSQL they run side by side on the pool, on PGlite one after another.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { failedMailCount, lowStockParts, staleOrders, waitingAccounts } from './attention';
import { periodFigures } from './figures';
import type { DashboardSummary } from './output';
import { periodEndingAt } from './period';
import { topBuyers, topParts } from './rankings';
import { dailySeries, statusBreakdown, weeklyRegistrations } from './series';

export async function dashboardSummary(
  db: Kysely<Database>,
  days: number,
  now: Date = new Date(),
): Promise<DashboardSummary> {
  const p = await periodEndingAt(db, days, now);
  const [figures, daily, statuses, parts, buyers, registrations, waiting, lowStock, mails, stale] =
    await Promise.all([
      periodFigures(db, p),
      dailySeries(db, p),
      statusBreakdown(db, p),
      topParts(db, p),
      topBuyers(db, p),
      weeklyRegistrations(db, now),
      waitingAccounts(db),
      lowStockParts(db, now),
      failedMailCount(db),
      staleOrders(db, now),
    ]);
  return {
    period: { days, from: p.from, to: p.to, previousFrom: p.previousFrom, previousTo: p.previousTo },
    ...figures,
    daily,
    statuses,
    topPartsByQuantity: parts.byQuantity,
    topPartsByRevenue: parts.byRevenue,
    topBuyers: buyers,
    weeklyRegistrations: registrations,
    attention: { waitingAccounts: waiting, lowStock, failedMails: mails, staleOrders: stale },
  };
}
