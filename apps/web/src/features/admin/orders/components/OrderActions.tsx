import { Button, HStack } from '@chakra-ui/react';
import { Eye, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openPickingSheet } from '../hooks/pickingSheet';
import type { AdminOrderRow } from '../hooks/adminOrderQueries';

interface OrderActionsProps {
  order: AdminOrderRow;
  onDetails: (id: number) => void;
}

/** 'Ордер лист' and 'Подробнее' of one order in the list. */
export function OrderActions({ order, onDetails }: OrderActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => openPickingSheet(order.id)}>
        <Printer size={14} /> {t('orders.pickingSheet')}
      </Button>
      <Button size="xs" colorPalette="brand" onClick={() => onDetails(order.id)}>
        <Eye size={14} /> {t('orders.details')}
      </Button>
    </HStack>
  );
}
