import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import type { Order } from '../model/orderCache';
import { formatDateTime } from '@shop/i18n/dates';
import { OrderStatusBadge } from './OrderStatusBadge';

interface OrdersListProps {
  orders: Order[];
  onOpen: (order: Order) => void;
  onRepeat: (order: Order) => void;
  /** The order whose repeat is being asked for. */
  repeatingId: number | null;
}

/** One row per order: number and date, status, total, 'Повторить заказ' and 'Подробнее'. */
export function OrdersList({ orders, onOpen, onRepeat, repeatingId }: OrdersListProps) {
  const { t } = useTranslation('orders');
  return (
    <Stack as="ul" gap="3" listStyle="none" aria-label={t('history.heading')}>
      {orders.map((order) => (
        <Grid
          as="li"
          key={order.orderNumber}
          aria-label={order.orderNumber}
          templateColumns={{ base: '1fr auto', md: '2fr 1fr 1fr auto' }}
          rowGap="2"
          alignItems="center"
          gap={{ base: '2', md: '4' }}
          bg="white"
          borderWidth="1px"
          rounded="xl"
          p={{ base: '4', md: '5' }}
        >
          <Stack gap="0.5">
            <Text fontWeight="bold">{order.orderNumber}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(order.createdAt)} · {t('history.items', { count: order.items.length })}
            </Text>
          </Stack>
          <Stack align={{ base: 'end', md: 'start' }}>
            <OrderStatusBadge status={order.status} />
          </Stack>
          <Text fontWeight="semibold" fontSize="lg">
            {formatRoubles(order.totalKopecks)}
          </Text>
          <HStack gap="2" justify="end" gridColumn={{ base: '1 / -1', md: 'auto' }}>
            <Button
              size="sm"
              variant="ghost"
              loading={repeatingId === order.id}
              onClick={() => onRepeat(order)}
              aria-label={t('history.repeatOf', { number: order.orderNumber })}
            >
              {t('history.repeat')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onOpen(order)}
              aria-label={t('history.detailsOf', { number: order.orderNumber })}
            >
              {t('history.details')}
            </Button>
          </HStack>
        </Grid>
      ))}
    </Stack>
  );
}
