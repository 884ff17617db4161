// The last orders the server returned, kept under `orders` so the history can
// still be shown (with the spec's notice) while the server is down. Only the
// buyer who loaded them sees them; nothing is ever invented.
import type { RouterOutputs } from '../../../shared/api/trpc';

export type Order = RouterOutputs['orders']['mine'][number];
export const ORDERS_CACHE_KEY = 'orders';

interface CachedOrders {
  userId: number;
  orders: Order[];
}

export function parseOrderCache(raw: string | null, userId: number): Order[] | null {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<CachedOrders> | null;
    if (parsed?.userId !== userId || !Array.isArray(parsed.orders)) return null;
    return parsed.orders.filter(
      (order: Partial<Order> | null) => typeof order?.orderNumber === 'string' && Array.isArray(order.items),
    );
  } catch {
    return null;
  }
}

export function serializeOrderCache(userId: number, orders: Order[]): string {
  return JSON.stringify({ userId, orders } satisfies CachedOrders);
}

export function readOrderCache(userId: number): Order[] | null {
  return parseOrderCache(localStorage.getItem(ORDERS_CACHE_KEY), userId);
}

export function writeOrderCache(userId: number, orders: Order[]): void {
  try {
    localStorage.setItem(ORDERS_CACHE_KEY, serializeOrderCache(userId, orders));
  } catch {
    // A full storage only costs the offline copy.
  }
}
