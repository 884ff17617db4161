// The picking sheet opens in its own window and tells the window that opened
// it once the order is prepared: the list refreshes (the order is no longer
// new), and a 'pending' order that became 'confirmed' is announced.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { adminToast } from './adminToast';

const PREPARED_MESSAGE = 'shop:picking-sheet-prepared';

export const pickingSheetPath = (orderId: number) => `/admin/orders/${orderId}/print`;

export function openPickingSheet(orderId: number): void {
  // Not 'noopener': the sheet reports back to this same-origin window.
  window.open(pickingSheetPath(orderId), '_blank');
}

/** Called by the sheet after prepareForPrint; `confirmed`: it moved the order to 'confirmed'. */
export function reportPreparedToOpener(orderId: number, confirmed: boolean): void {
  const opener = window.opener as Window | null;
  opener?.postMessage({ type: PREPARED_MESSAGE, orderId, confirmed }, window.location.origin);
}

/** Refreshes the orders, with the notice "Заказ переведен в статус 'Подтвержден'" when so. */
export function usePickingSheetNotice(): void {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; confirmed?: unknown } | null;
      if (data?.type !== PREPARED_MESSAGE) return;
      if (data.confirmed === true) adminToast('info', t('orders.printedConfirmed'));
      void utils.admin.orders.invalidate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [utils, t]);
}
