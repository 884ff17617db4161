import { Badge } from '@chakra-ui/react';
import { isKnownStatus, STATUS_PALETTE } from './orderStatus';
import { useStatusLabel } from './useStatusLabel';

/** An order's status as a coloured badge: the nine names, 'Неизвестно' for anything else. */
export function OrderStatusBadge({ status, size }: { status: string; size?: 'sm' | 'md' }) {
  const label = useStatusLabel();
  return (
    <Badge
      colorPalette={isKnownStatus(status) ? STATUS_PALETTE[status] : 'gray'}
      variant="subtle"
      size={size}
    >
      {label(status)}
    </Badge>
  );
}
