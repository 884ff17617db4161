import { Badge, Card, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { formatDate, formatRubles } from './format';

type UserOrder = RouterOutputs['users']['byId']['orders'][number];

/** 'Заказы пользователя (N)': number, date, total and status of each order. */
export function UserOrdersCard({ orders }: { orders: UserOrder[] }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('adminUsers.detail.ordersTitle', { count: orders.length })}</Card.Title>
      </Card.Header>
      <Card.Body>
        {orders.length === 0 ? (
          <Text color="fg.muted">{t('adminUsers.detail.noOrders')}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Body>
                {orders.map((order) => (
                  <Table.Row key={order.id}>
                    <Table.Cell>
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/admin/orders/${order.id}`}>{order.orderNumber}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{formatDate(order.createdAt)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatRubles(order.totalPrice)}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle">
                        {t(`orders.statuses.${order.status}`, { defaultValue: t('orders.statuses.unknown') })}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
