import { Badge } from '@chakra-ui/react';
import { useTranslation } from '../../../shared/i18n/translate';
import { CUSTOMER_STATUS_COLORS, customerStatusOf } from '../model/customerStatus';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = customerStatusOf(status);
  return (
    <Badge colorPalette={CUSTOMER_STATUS_COLORS[shown]} variant="subtle" size="md">
      {t(`orders.customerStatuses.${shown}`)}
    </Badge>
  );
}
