import { Stack, Table, Text } from '@chakra-ui/react';
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

const COLUMNS = ['number', 'date', 'client', 'status', 'amount', 'actions'] as const;

/** The wide list (from 768 px); narrower screens get OrderCards. */
export function OrdersTable({ orders, onDetails }: OrdersViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white" hideBelow="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={column === 'amount' ? 'end' : 'start'}
              >
                {t(`orders.columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell whiteSpace="nowrap">
                <OrderNumber order={order} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <PlacedAt order={order} />
              </Table.Cell>
              <Table.Cell>
                <Text>{order.customerName}</Text>
                {order.company && (
                  <Text fontSize="xs" color="fg.muted">
                    {order.company}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="start">
                  <OrderStatusBadge status={order.status} />
                  <StatusSelect
                    orderId={order.id}
                    orderNumber={order.orderNumber}
                    status={order.status}
                    label={t('orders.list.statusLabel', { number: order.orderNumber })}
                  />
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                {formatRoubles(order.totalKopecks)}
              </Table.Cell>
              <Table.Cell>
                <OrderActions order={order} onDetails={onDetails} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
