import { Grid, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/FactList';
import type { AdminOrder } from '../hooks/adminOrderQueries';
import { ContactLinks } from '../components/ContactLinks';
import { OrderItemRows } from '../components/OrderItemRows';
import { InfoCard } from './InfoCard';
import { PayerCard } from './PayerCard';
import { StatusCard } from './StatusCard';

/** Client, delivery and payment, the invoice's payer, comments and items beside the status card and the total. */
export function OrderPageCards({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'orders']);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
      <Stack gap="5">
        <InfoCard title={t('admin:orders.page.clientCard')}>
          <FactList
            facts={[
              [t('admin:orders.detail.client'), order.customerName],
              [t('admin:orders.detail.email'), order.customerEmail],
              [t('admin:orders.detail.phone'), <ContactLinks key="phone" phone={order.customerPhone} />],
              [t('admin:orders.detail.company'), order.company || '—'],
            ]}
          />
        </InfoCard>
        <InfoCard title={t('admin:orders.page.deliveryCard')}>
          <FactList
            facts={[
              [t('admin:orders.detail.delivery'), t(`orders:delivery.${order.deliveryMethod}`)],
              [t('admin:orders.detail.payment'), t(`orders:payment.${order.paymentMethod}`)],
              [t('admin:orders.detail.city'), order.city || '—'],
              [t('admin:orders.detail.address'), order.deliveryAddress || '—'],
            ]}
          />
        </InfoCard>
        {order.paymentMethod === 'invoice' && <PayerCard payer={order.payer} />}
        <InfoCard title={t('admin:orders.page.commentsCard')}>
          <Text whiteSpace="pre-wrap" color={order.comments ? 'fg' : 'fg.muted'}>
            {order.comments || t('admin:orders.detail.noComments')}
          </Text>
        </InfoCard>
        <InfoCard title={t('admin:orders.detail.items', { count: order.items.length })}>
          <OrderItemRows items={order.items} />
        </InfoCard>
      </Stack>
      <Stack gap="5">
        <StatusCard order={order} />
        <InfoCard title={t('admin:orders.orderTotal')}>
          <Text fontSize="2xl" fontWeight="bold">
            {formatRoubles(order.totalKopecks)}
          </Text>
        </InfoCard>
      </Stack>
    </Grid>
  );
}
