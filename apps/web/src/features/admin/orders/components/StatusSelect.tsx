import { NativeSelect } from '@chakra-ui/react';
import { orderStatuses } from '@shop/schemas';
import { useState } from 'react';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { useSetOrderStatus } from '../hooks/useOrderMutations';
import { isKnownStatus } from '../model/orderStatus';
import { CancelOrderDialog } from './CancelOrderDialog';

interface StatusSelectProps {
  orderId: number;
  orderNumber: string;
  status: string;
  /** Accessible name, e.g. 'Статус заказа ORD-123456'. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * All nine statuses in any order (spec section 4), saved at once with a toast;
 * 'Отменен' only after the admin confirms (until then the old status shows).
 */
export function StatusSelect({ orderId, orderNumber, status, label, size = 'xs' }: StatusSelectProps) {
  const statusLabel = useStatusLabel();
  const setStatus = useSetOrderStatus();
  const [askCancel, setAskCancel] = useState(false);
  // The chosen value shows while it is being saved; a failure falls back to the stored one.
  const shown = setStatus.isPending ? setStatus.variables.status : status;
  return (
    <>
      <NativeSelect.Root size={size} width="auto" minW="36" disabled={setStatus.isPending}>
        <NativeSelect.Field
          aria-label={label}
          value={shown}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (!isKnownStatus(next) || next === status) return;
            if (next === 'cancelled') setAskCancel(true);
            else setStatus.mutate({ id: orderId, status: next });
          }}
        >
          {!isKnownStatus(status) && <option value={status}>{statusLabel(status)}</option>}
          {orderStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <CancelOrderDialog
        orderNumber={askCancel ? orderNumber : null}
        pending={setStatus.isPending}
        onClose={() => setAskCancel(false)}
        onConfirm={() =>
          setStatus.mutate({ id: orderId, status: 'cancelled' }, { onSettled: () => setAskCancel(false) })
        }
      />
    </>
  );
}
