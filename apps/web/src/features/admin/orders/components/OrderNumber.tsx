// The order's number (a link to its page) with 'Новый' while no admin has
// opened it, and the time it was placed: the list's first two cells.
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { formatDateTime, SHOP_TIME_ZONE } from '@shop/i18n/dates';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrderRow } from '../hooks/adminOrderQueries';

export function OrderNumber({ order }: { order: AdminOrderRow }) {
  const { t } = useTranslation('admin');
  const unopened = order.firstOpenedAt === null;
  return (
    <HStack gap="1.5" wrap="nowrap">
      <Link asChild color="brand.fg" fontWeight={unopened ? 'bold' : 'medium'}>
        <RouterLink to={`/admin/orders/${order.id}`}>{order.orderNumber}</RouterLink>
      </Link>
      {unopened && (
        <Badge size="xs" colorPalette="brand" variant="solid" title={t('orders.unopenedHint')}>
          {t('orders.unopened')}
        </Badge>
      )}
    </HStack>
  );
}

/** '26.11.2026, 13:37' in the shop's time, the zone the day filters use. */
export function PlacedAt({ order }: { order: AdminOrderRow }) {
  return <Text as="span">{formatDateTime(order.createdAt, SHOP_TIME_ZONE)}</Text>;
}
