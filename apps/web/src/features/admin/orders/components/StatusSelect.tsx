import { NativeSelect } from '@chakra-ui/react';
import { orderStatuses } from '@shop/schemas';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { useSetOrderStatus } from '../hooks/useOrderMutations';
import { isKnownStatus } from '../model/orderStatus';

interface StatusSelectProps {
  orderId: number;
  status: string;
  /** Accessible name, e.g. 'Статус заказа ORD-123456'. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
}

/** All nine statuses in any order (spec section 4); saved at once with a toast. */
export function StatusSelect({ orderId, status, label, size = 'xs' }: StatusSelectProps) {
  const statusLabel = useStatusLabel();
  const setStatus = useSetOrderStatus();
  // The chosen value shows while it is being saved; a failure falls back to the stored one.
  const shown = setStatus.isPending ? setStatus.variables.status : status;
  return (
    <NativeSelect.Root size={size} width="auto" minW="36" disabled={setStatus.isPending}>
      <NativeSelect.Field
        aria-label={label}
        value={shown}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isKnownStatus(next) && next !== status) setStatus.mutate({ id: orderId, status: next });
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
  );
}
