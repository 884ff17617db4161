// Status change, edit and deletion with the spec's toasts (section 8 "Admin orders").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../shared/i18n/translate';
import type { AdminOrderEditInput } from '@shop/schemas';
import { useTRPC, useTRPCClient } from '../../../../shared/api/trpc';
import type { OrderStatus } from '../model/orderStatus';
import { ADMIN_ORDERS_KEY, CALL_TIMEOUT_MS, withTimeout } from './adminOrderQueries';
import { adminToast } from './adminToast';

function useRefreshOrders() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Users' order cards read the same data: refresh them too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
      queryClient.invalidateQueries(trpc.admin.users.pathFilter()),
    ]);
}

export function useSetOrderStatus() {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: { id: number; status: OrderStatus }) =>
      client.admin.orders.setStatus.mutate(input, { signal: withTimeout(CALL_TIMEOUT_MS) }),
    onSuccess: () => adminToast('success', t('adminOrders.toasts.statusChanged')),
    onError: () =>
      adminToast('error', t('adminOrders.toasts.statusFailedTitle'), t('adminOrders.toasts.statusFailed')),
    onSettled: refresh,
  });
}

export function useUpdateOrder() {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: AdminOrderEditInput) =>
      client.admin.orders.update.mutate(input, { signal: withTimeout(CALL_TIMEOUT_MS) }),
    onSuccess: () => adminToast('success', t('adminOrders.toasts.savedTitle'), t('adminOrders.toasts.saved')),
    onError: () =>
      adminToast('error', t('adminOrders.toasts.saveFailedTitle'), t('adminOrders.toasts.saveFailed')),
    onSettled: refresh,
  });
}

export function useDeleteOrder() {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) =>
      client.admin.orders.delete.mutate({ id }, { signal: withTimeout(CALL_TIMEOUT_MS) }),
    onSuccess: (_result, id) => {
      // The deleted order must not be refetched (it would answer 404).
      queryClient.removeQueries({ queryKey: [...ADMIN_ORDERS_KEY, 'byId', id] });
      adminToast('success', t('adminOrders.toasts.deleted'));
      void refresh();
    },
    onError: () =>
      adminToast('error', t('adminOrders.toasts.deleteFailedTitle'), t('adminOrders.toasts.deleteFailed')),
  });
}
