import { Badge } from '@chakra-ui/react';
import { useStatusLabel } from '../hooks/useStatusLabel';
import { isKnownStatus, STATUS_PALETTE } from '../model/orderStatus';

export function OrderStatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return (
    <Badge colorPalette={isKnownStatus(status) ? STATUS_PALETTE[status] : 'gray'} variant="subtle">
      {label(status)}
    </Badge>
  );
}
