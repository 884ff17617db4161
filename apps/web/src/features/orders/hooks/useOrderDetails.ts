import { trpc } from '../../../shared/api/trpc';
import { httpStatusOf } from '../../../shared/api/errors';
import type { Order } from '../model/orderCache';
import { ORDERS_REQUEST } from './useMyOrders';

/** The fresh order (5 s limit); the list's copy shows meanwhile and when loading fails. */
export function useOrderDetails(order: Order | null) {
  const id = order?.id ?? 0;
  const query = trpc.orders.byId.useQuery(
    { id },
    { enabled: order !== null && id > 0, retry: false, staleTime: 0, trpc: ORDERS_REQUEST },
  );
  const notFound = query.isError && httpStatusOf(query.error) === 404;
  return { order: notFound ? null : (query.data ?? order), failed: query.isError, notFound };
}
