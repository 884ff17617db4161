// The picking sheet opens in its own window; when printing confirmed a
// 'pending' order, the sheet tells the window that opened it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { adminToast } from './adminToast';

const CONFIRMED_MESSAGE = 'shop:picking-sheet-confirmed';

export const pickingSheetPath = (orderId: number) => `/admin/orders/${orderId}/print`;

export function openPickingSheet(orderId: number): void {
  // Not 'noopener': the sheet reports back to this same-origin window.
  window.open(pickingSheetPath(orderId), '_blank');
}

/** Called by the sheet after prepareForPrint moved the order to 'confirmed'. */
export function reportConfirmedToOpener(orderId: number): void {
  const opener = window.opener as Window | null;
  opener?.postMessage({ type: CONFIRMED_MESSAGE, orderId }, window.location.origin);
}

/** Shows the notice "Заказ переведен в статус 'Подтвержден'" and refreshes the orders. */
export function usePickingSheetNotice(): void {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== CONFIRMED_MESSAGE) return;
      adminToast('info', t('orders.printedConfirmed'));
      void utils.admin.orders.invalidate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [utils, t]);
}
