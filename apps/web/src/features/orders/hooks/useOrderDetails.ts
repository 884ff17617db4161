import { useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '../../../shared/api/trpc';
import { httpStatusOf } from '../../../shared/api/errors';
import type { Order } from '../model/orderCache';
import { withTimeout } from './useMyOrders';

/** The fresh order (5 s limit); the list's copy shows meanwhile and when loading fails. */
export function useOrderDetails(order: Order | null) {
  const client = useTRPCClient();
  const id = order?.id ?? 0;
  const query = useQuery({
    queryKey: ['orders', 'byId', id],
    queryFn: ({ signal }) => client.orders.byId.query({ id }, { signal: withTimeout(signal) }),
    enabled: order !== null && id > 0,
    retry: false,
    staleTime: 0,
  });
  const notFound = query.isError && httpStatusOf(query.error) === 404;
  return { order: notFound ? null : (query.data ?? order), failed: query.isError, notFound };
}
