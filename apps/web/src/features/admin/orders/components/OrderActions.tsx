import { Button, HStack } from '@chakra-ui/react';
import { Eye, Printer } from 'lucide-react';
import { useTranslation } from '../../../../shared/i18n/translate';
import { openPickingSheet } from '../hooks/pickingSheet';
import type { AdminOrderRow } from '../hooks/adminOrderQueries';

interface OrderActionsProps {
  order: AdminOrderRow;
  onDetails: (id: number) => void;
}

/** 'Ордер лист' and 'Подробнее' of one order in the list. */
export function OrderActions({ order, onDetails }: OrderActionsProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => openPickingSheet(order.id)}>
        <Printer size={14} /> {t('adminOrders.pickingSheet')}
      </Button>
      <Button size="xs" colorPalette="brand" onClick={() => onDetails(order.id)}>
        <Eye size={14} /> {t('adminOrders.details')}
      </Button>
    </HStack>
  );
}
