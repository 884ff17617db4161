// Input of the admin's dashboard: the period in days, 30 unless chosen.
import { admin } from '@shop/i18n/namespaces/admin';
import { ORDER_STATUSES } from '@shop/db/orderStatuses';
import { z } from './zod';

export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

const invalidPeriod = { error: admin.dashboard.invalidPeriod };

/** 7, 30 or 90, as a JSON number or as the digits of a REST query ('?days=7'); anything else one Russian sentence. */
export const dashboardSummaryInput = z.object({
  days: z
    .union(
      [z.literal(dashboardPeriods, invalidPeriod), z.enum(dashboardPeriods.map(String), invalidPeriod)],
      invalidPeriod,
    )
    .transform((days) => Number(days) as DashboardPeriod)
    .default(30),
});

// ---- Output: what admin.dashboard.summary answers. Money in kopecks, days as
// 'YYYY-MM-DD' in the shop's time zone, instants as ISO strings.

const figure = z.object({ current: z.number(), previous: z.number(), changePercent: z.number().nullable() });
const rankedPart = z.object({
  partId: z.number(),
  article: z.string(),
  name: z.string(),
  quantity: z.number(),
  revenue: z.number(),
});

export const dashboardSummaryOutput = z.object({
  period: z.object({
    days: z.number(),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
  }),
  figures: z.object({ revenue: figure, orders: figure, averageOrder: figure, newClients: figure }),
  cancelled: z.object({ current: z.number(), previous: z.number() }),
  daily: z.array(
    z.object({ date: z.string(), revenue: z.number(), orders: z.number(), weekend: z.boolean() }),
  ),
  statuses: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number(), revenue: z.number() })),
  topPartsByQuantity: z.array(rankedPart),
  topPartsByRevenue: z.array(rankedPart),
  topBuyers: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      company: z.string().nullable(),
      email: z.string(),
      orders: z.number(),
      revenue: z.number(),
    }),
  ),
  weeklyRegistrations: z.array(z.object({ weekStart: z.string(), count: z.number() })),
  attention: z.object({
    waitingAccounts: z.object({
      total: z.number(),
      users: z.array(
        z.object({
          id: z.number(),
          email: z.string(),
          name: z.string(),
          company: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
    lowStock: z.object({
      threshold: z.number(),
      parts: z.array(
        z.object({
          id: z.number(),
          article: z.string(),
          name: z.string(),
          availability: z.number(),
          sold: z.number(),
        }),
      ),
    }),
    failedMails: z.number(),
    staleOrders: z.object({
      total: z.number(),
      orders: z.array(
        z.object({
          id: z.number(),
          orderNumber: z.string(),
          status: z.enum(ORDER_STATUSES),
          customerName: z.string(),
          company: z.string().nullable(),
          totalKopecks: z.number(),
          createdAt: z.string(),
        }),
      ),
    }),
  }),
});

export type DashboardSummary = z.infer<typeof dashboardSummaryOutput>;
