// GET /api/admin/dashboard?days=30 for reporting tools: the headline figures of
// admin.dashboard.summary with money in roubles, and the previous period beside them.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@shop/api';
import { restRoute } from './adapter';

const roubles = (kopecks: number) => kopecks / 100;

export function registerAdminDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, deps, 'GET', '/api/admin/dashboard', async (caller, request) => {
    const { days } = request.query as Record<string, string | undefined>;
    const summary = await caller.admin.dashboard.summary({ days: days as never });
    const { revenue, orders, averageOrder, newClients } = summary.figures;
    return {
      days: summary.period.days,
      from: summary.period.from,
      to: summary.period.to,
      revenue: roubles(revenue.current),
      orders: orders.current,
      averageOrder: roubles(averageOrder.current),
      newClients: newClients.current,
      cancelledOrders: summary.cancelled.current,
      previous: {
        from: summary.period.previousFrom,
        to: summary.period.previousTo,
        revenue: roubles(revenue.previous),
        orders: orders.previous,
        averageOrder: roubles(averageOrder.previous),
        newClients: newClients.previous,
        cancelledOrders: summary.cancelled.previous,
      },
      changePercent: {
        revenue: revenue.changePercent,
        orders: orders.changePercent,
        averageOrder: averageOrder.changePercent,
        newClients: newClients.changePercent,
      },
    };
  });
}
