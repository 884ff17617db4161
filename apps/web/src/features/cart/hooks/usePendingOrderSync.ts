// Sends orders kept on this device once the server is reachable again: at app
// start, on the browser's `online` event and every minute. The same
// idempotency key makes a repeated send harmless.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../shared/ui/toaster';
import {
  pendingOrdersOf,
  readPendingOrders,
  withoutPendingOrder,
  writePendingOrders,
} from '../model/pendingOrders';
import { useSendOrder } from './useSendOrder';

const RETRY_INTERVAL_MS = 60_000;

export function usePendingOrderSync(userId: number | undefined): void {
  const { t } = useTranslation('orders');
  const send = useSendOrder();
  const running = useRef(false);

  useEffect(() => {
    if (userId === undefined) return;
    const flush = async () => {
      if (running.current) return;
      running.current = true;
      try {
        for (const entry of pendingOrdersOf(readPendingOrders(), userId)) {
          const result = await send(entry.input);
          const failure = result.ok ? null : result.failure;
          if (failure && failure.kind !== 'invalid') break; // still offline: try later
          writePendingOrders(withoutPendingOrder(readPendingOrders(), entry.input.idempotencyKey));
          // A 4xx will never pass: drop the order and say why.
          toaster.create(
            failure
              ? {
                  type: 'error',
                  title: t('errors.failed'),
                  description: t('sync.dropped', { message: failure.message }),
                }
              : result.ok && 'approvalId' in result
                ? { type: 'info', title: t('approvalRequested') }
                : {
                    type: 'success',
                    title: t('created'),
                    description: result.ok ? result.order.orderNumber : '',
                  },
          );
        }
      } finally {
        running.current = false;
      }
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [userId, send, t]);
}
