// 'Заказы компании': every order of the company, newest first, with who placed it.
import { Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '@shop/i18n/dates';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../../shared/api/trpc';
import { OrderStatusBadge } from '../../../../shared/orders/OrderStatusBadge';

export function CompanyOrders() {
  const { t } = useTranslation(['auth', 'orders']);
  const orders = trpc.orders.company.useQuery({});
  const heading = t('auth:companyAccount.orders.heading');
  if (!orders.data) return <Text color="fg.muted">{t('orders:history.loading')}</Text>;
  if (orders.data.length === 0) return <Text color="fg.muted">{t('orders:history.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label={heading}>
      {/* The scroll area's nowrap would keep a long address on one line. */}
      <Table.Root size="sm" aria-label={heading} whiteSpace="normal">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('orders:history.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders:history.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('auth:companyAccount.orders.placedBy')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders:history.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders:history.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.data.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                {order.orderNumber}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(order.createdAt)}</Table.Cell>
              <Table.Cell minW="40" overflowWrap="anywhere">
                {order.placedBy.email}
              </Table.Cell>
              <Table.Cell>
                <OrderStatusBadge status={order.status} size="sm" />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatRoubles(order.totalKopecks)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
