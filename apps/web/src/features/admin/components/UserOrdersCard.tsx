import { Alert, Card, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminOrdersList } from '../orders/hooks/adminOrderQueries';
import { OrderStatusBadge } from '../orders/components/OrderStatusBadge';
import { formatDate } from '@shop/i18n/dates';

/** One user's newest orders; the heading counts all of them. */
const SHOWN_ORDERS = 100;

/** 'Заказы пользователя (N)': number (to the order page), date, total and status of each order. */
export function UserOrdersCard({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const list = useAdminOrdersList({ userId, pageSize: SHOWN_ORDERS });
  const orders = list.data?.orders ?? [];
  let body;
  if (list.isPending) body = <Spinner color="brand.500" />;
  else if (list.isError)
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('orders.loadToast')}</Alert.Title>
      </Alert.Root>
    );
  else if (orders.length === 0) body = <Text color="fg.muted">{t('users.detail.noOrders')}</Text>;
  else
    body = (
      <Table.ScrollArea>
        {/* The date under the number: three columns fit a phone without a sideways scroll. */}
        <Table.Root size="sm" whiteSpace="normal">
          <Table.Body>
            {orders.map((order) => (
              <Table.Row key={order.id}>
                <Table.Cell whiteSpace="nowrap">
                  <Link asChild color="brand.fg">
                    <RouterLink to={`/admin/orders/${order.id}`}>{order.orderNumber}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(order.createdAt)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRoubles(order.totalKopecks)}
                </Table.Cell>
                <Table.Cell>
                  <OrderStatusBadge status={order.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('users.detail.ordersTitle', { count: list.data?.total ?? 0 })}</Card.Title>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
