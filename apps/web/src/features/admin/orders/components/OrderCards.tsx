import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '../hooks/adminOrderQueries';
import { OrderActions } from './OrderActions';
import { OrderNumber, PlacedAt } from './OrderNumber';
import { OrderStatusBadge } from './OrderStatusBadge';
import { StatusSelect } from './StatusSelect';

interface OrdersViewProps {
  orders: AdminOrderRow[];
  onDetails: (id: number) => void;
}

/** The list as cards below 768 px, where six columns do not fit. */
export function OrderCards({ orders, onDetails }: OrdersViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="ul" gap="3" hideFrom="md" listStyleType="none">
      {orders.map((order) => (
        <Box
          as="li"
          key={order.id}
          aria-label={order.orderNumber}
          borderWidth="1px"
          rounded="lg"
          bg="white"
          p="4"
        >
          <Flex justify="space-between" align="start" gap="2">
            <Stack gap="0">
              <OrderNumber order={order} />
              <Text fontSize="sm" color="fg.muted">
                <PlacedAt order={order} />
              </Text>
            </Stack>
            <Text fontWeight="bold" whiteSpace="nowrap">
              {formatRoubles(order.totalKopecks)}
            </Text>
          </Flex>
          <Text mt="2">{order.customerName}</Text>
          {order.company && (
            <Text fontSize="sm" color="fg.muted">
              {order.company}
            </Text>
          )}
          <Flex mt="3" gap="2" align="center" wrap="wrap">
            <OrderStatusBadge status={order.status} />
            <StatusSelect
              orderId={order.id}
              orderNumber={order.orderNumber}
              status={order.status}
              label={t('orders.list.statusLabel', { number: order.orderNumber })}
            />
          </Flex>
          <Box mt="3">
            <OrderActions order={order} onDetails={onDetails} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
