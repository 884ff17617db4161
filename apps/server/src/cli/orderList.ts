// Pages through adminOrders.list (newest first) and keeps the orders of a
// period and status: the procedure filters by text only, the CLI by the rest.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@shop/api';
import type { ShopClient } from './client';

export type AdminOrderRow = inferRouterOutputs<AppRouter>['admin']['orders']['list']['orders'][number];

export interface OrderFilter {
  status?: string;
  /** Epoch ms, inclusive. */
  fromMs?: number;
  /** Epoch ms, exclusive. */
  toMs?: number;
  search?: string;
}

const PAGE_SIZE = 500;

export async function fetchOrders(
  client: ShopClient,
  filter: OrderFilter,
  onPage: (seen: number, total: number) => void = () => {},
): Promise<AdminOrderRow[]> {
  const kept: AdminOrderRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await client.admin.orders.list.query({
      search: filter.search ?? '',
      page,
      pageSize: PAGE_SIZE,
    });
    let olderThanPeriod = false;
    for (const order of result.orders) {
      const created = Date.parse(order.createdAt);
      if (filter.fromMs !== undefined && created < filter.fromMs) olderThanPeriod = true;
      else if (filter.toMs !== undefined && created >= filter.toMs) continue;
      else if (!filter.status || order.status === filter.status) kept.push(order);
    }
    onPage(Math.min(page * PAGE_SIZE, result.total), result.total);
    // Newest first: once an order is older than the period, the rest are too.
    if (olderThanPeriod || page * PAGE_SIZE >= result.total) return kept;
  }
}
