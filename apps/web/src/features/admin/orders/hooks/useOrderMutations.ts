// Status change, edit and deletion with the spec's toasts (section 8 "Admin orders").
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { CALL_TIMEOUT_MS, withTimeout } from './adminOrderQueries';
import { adminToast } from './adminToast';

function useRefreshOrders() {
  const utils = trpc.useUtils();
  // Users' order cards read the same data: refresh them too.
  return () => Promise.all([utils.admin.orders.invalidate(), utils.admin.users.invalidate()]);
}

export function useSetOrderStatus() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshOrders();
  return trpc.admin.orders.setStatus.useMutation({
    trpc: withTimeout(CALL_TIMEOUT_MS),
    onSuccess: () => adminToast('success', t('orders.toasts.statusChanged')),
    onError: () => adminToast('error', t('orders.toasts.statusFailedTitle'), t('orders.toasts.statusFailed')),
    onSettled: refresh,
  });
}

export function useUpdateOrder() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshOrders();
  return trpc.admin.orders.update.useMutation({
    trpc: withTimeout(CALL_TIMEOUT_MS),
    onSuccess: () => adminToast('success', t('orders.toasts.savedTitle'), t('orders.toasts.saved')),
    onError: () => adminToast('error', t('orders.toasts.saveFailedTitle'), t('orders.toasts.saveFailed')),
    onSettled: refresh,
  });
}

export function useDeleteOrder() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const refresh = useRefreshOrders();
  return trpc.admin.orders.delete.useMutation({
    trpc: withTimeout(CALL_TIMEOUT_MS),
    onSuccess: (_result, { id }) => {
      // The deleted order must not be refetched (it would answer 404).
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.admin.orders.byId, { id }, 'query') });
      adminToast('success', t('orders.toasts.deleted'));
      void refresh();
    },
    onError: () => adminToast('error', t('orders.toasts.deleteFailedTitle'), t('orders.toasts.deleteFailed')),
  });
}
