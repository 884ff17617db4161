// The buyer's orders with a 5 s limit (spec section 9). A failure shows the
// last copy this device loaded, never invented data.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';
import { toaster } from '../../../shared/ui/toaster';
import { readOrderCache, writeOrderCache } from '../model/orderCache';
import { hasFilters, type OrderFilters } from '../model/orderFilters';

export const ORDERS_TIMEOUT_MS = 5_000;

/** tRPC request options with the 5 s limit (shared/api/trpc.ts timeoutLink). */
export const ORDERS_REQUEST = { context: { timeoutMs: ORDERS_TIMEOUT_MS } };

/**
 * The buyer's orders, filtered by the server (issue 29.10). Only the whole
 * list is kept on this device: a filtered answer would replace it with a part.
 */
export function useMyOrders(userId: number, filters: OrderFilters) {
  const { t } = useTranslation('orders');
  const filtered = hasFilters(filters);
  const input = filtered ? { search: filters.search.trim(), status: filters.status } : undefined;
  const query = trpc.orders.mine.useQuery(input, {
    retry: false,
    // The list stays while the next filter's answer comes.
    placeholderData: keepPreviousData,
    // Always fresh on opening the page: an order placed a moment ago must show.
    staleTime: 0,
    trpc: ORDERS_REQUEST,
  });
  // The last list this device loaded: shown when a later load fails.
  const loaded = query.data;
  useEffect(() => {
    if (loaded && !filtered) writeOrderCache(userId, loaded);
  }, [userId, loaded, filtered]);
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      toaster.create({
        type: 'error',
        title: t('errors.loadToast'),
        description: t('errors.listFailed'),
      });
  }, [failedAt, t]);

  const cached = query.isError && !filtered ? readOrderCache(userId) : null;
  return { query, orders: query.data ?? cached ?? [], usingCache: query.isError, filtered };
}
