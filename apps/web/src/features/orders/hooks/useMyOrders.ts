// The buyer's orders with a 5 s limit (spec section 9). A failure shows the
// last copy this device loaded, never invented data.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/translate';
import { useTRPC, useTRPCClient } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { readOrderCache, writeOrderCache, type Order } from '../model/orderCache';

export const ORDERS_TIMEOUT_MS = 5_000;

export function withTimeout(signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(ORDERS_TIMEOUT_MS)]);
}

export function useMyOrders(userId: number) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = useQuery({
    // Under the procedure's path, so that placing an order (useSendOrder) invalidates it.
    queryKey: [...trpc.orders.mine.pathKey(), userId],
    queryFn: async ({ signal }): Promise<Order[]> => {
      const orders = await client.orders.mine.query(undefined, { signal: withTimeout(signal) });
      writeOrderCache(userId, orders);
      return orders;
    },
    retry: false,
    // Always fresh on opening the page: an order placed a moment ago must show.
    staleTime: 0,
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      toaster.create({
        type: 'error',
        title: t('orders.errors.loadToast'),
        description: t('orders.errors.listFailed'),
      });
  }, [failedAt, t]);

  const cached = query.isError ? readOrderCache(userId) : null;
  return { query, orders: query.data ?? cached ?? [], usingCache: query.isError };
}
