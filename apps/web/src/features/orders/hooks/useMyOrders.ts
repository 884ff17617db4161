// The buyer's orders with a 5 s limit (spec section 9). A failure shows the
// last copy this device loaded, never invented data.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { readOrderCache, writeOrderCache } from '../model/orderCache';

export const ORDERS_TIMEOUT_MS = 5_000;

/** tRPC request options with the 5 s limit (shared/api/trpc.ts timeoutLink). */
export const ORDERS_REQUEST = { context: { timeoutMs: ORDERS_TIMEOUT_MS } };

export function useMyOrders(userId: number) {
  const { t } = useTranslation('orders');
  const query = trpc.orders.mine.useQuery(undefined, {
    retry: false,
    // Always fresh on opening the page: an order placed a moment ago must show.
    staleTime: 0,
    trpc: ORDERS_REQUEST,
  });
  // The last list this device loaded: shown when a later load fails.
  const loaded = query.data;
  useEffect(() => {
    if (loaded) writeOrderCache(userId, loaded);
  }, [userId, loaded]);
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      toaster.create({
        type: 'error',
        title: t('errors.loadToast'),
        description: t('errors.listFailed'),
      });
  }, [failedAt, t]);

  const cached = query.isError ? readOrderCache(userId) : null;
  return { query, orders: query.data ?? cached ?? [], usingCache: query.isError };
}
