import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_STATUS_COLORS, customerStatusOf } from '../model/customerStatus';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const shown = customerStatusOf(status);
  return (
    <Badge colorPalette={CUSTOMER_STATUS_COLORS[shown]} variant="subtle" size="md">
      {t(`customerStatuses.${shown}`)}
    </Badge>
  );
}
