import { DataList, Flex, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '../hooks/adminOrderQueries';
import { ContactLinks } from './ContactLinks';
import { OrderItemRows } from './OrderItemRows';
import { OrderStatusBadge } from './OrderStatusBadge';

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Everything the dialog shows about an order (spec section 2 "Order detail dialog"). */
export function OrderDetailsView({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'orders']);
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm" gap="3">
        <InfoRow label={t('admin:orders.detail.status')}>
          <OrderStatusBadge status={order.status} />
        </InfoRow>
        <InfoRow label={t('admin:orders.detail.client')}>{order.customerName}</InfoRow>
        <InfoRow label={t('admin:orders.detail.email')}>{order.customerEmail}</InfoRow>
        <InfoRow label={t('admin:orders.detail.phone')}>
          <ContactLinks phone={order.customerPhone} />
        </InfoRow>
        <InfoRow label={t('admin:orders.detail.company')}>{order.company || '—'}</InfoRow>
        <InfoRow label={t('admin:orders.detail.payment')}>
          {t(`orders:payment.${order.paymentMethod}`)}
        </InfoRow>
        <InfoRow label={t('admin:orders.detail.delivery')}>
          {t(`orders:delivery.${order.deliveryMethod}`)}
        </InfoRow>
        <InfoRow label={t('admin:orders.detail.city')}>{order.city || '—'}</InfoRow>
        <InfoRow label={t('admin:orders.detail.address')}>{order.deliveryAddress || '—'}</InfoRow>
        <InfoRow label={t('admin:orders.detail.comments')}>
          {order.comments || <Text color="fg.muted">{t('admin:orders.detail.noComments')}</Text>}
        </InfoRow>
      </DataList.Root>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('admin:orders.detail.items', { count: order.items.length })}</Text>
        <OrderItemRows items={order.items} />
      </Stack>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt="3">
        <Text>{t('admin:orders.detail.total')}</Text>
        <Text>{formatRoubles(order.totalKopecks)}</Text>
      </Flex>
    </Stack>
  );
}
