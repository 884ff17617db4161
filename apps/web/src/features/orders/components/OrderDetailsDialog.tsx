import { Alert, Button, CloseButton, DataList, Dialog, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { useTranslation } from 'react-i18next';
import { DownloadExcelButton } from '../../../shared/export/DownloadExcelButton';
import { useOrderDetails } from '../hooks/useOrderDetails';
import { formatDateTime } from '@shop/i18n/dates';
import type { Order } from '../model/orderCache';
import { InvoiceLink } from '../../../shared/orders/InvoiceLink';
import { OrderItems } from './OrderItems';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ScreenDialog } from '../../../shared/ui/ScreenDialog';

/** The order's delivery, payment, address, items with the 'под заказ' split, and total. */
interface OrderDetailsDialogProps {
  order: Order | null;
  onClose: () => void;
  onRepeat: (order: Order) => void;
  repeating: boolean;
}

export function OrderDetailsDialog({ order: listed, onClose, onRepeat, repeating }: OrderDetailsDialogProps) {
  const { t } = useTranslation('orders');
  const { order, failed, notFound } = useOrderDetails(listed);
  return (
    <ScreenDialog open={listed !== null} onClose={onClose} size="xl">
      <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
        <HStack wrap="wrap">
          <Dialog.Title>{t('details.title', { number: listed?.orderNumber ?? '' })}</Dialog.Title>
          {order && <OrderStatusBadge status={order.status} />}
        </HStack>
        {order && (
          <Text fontSize="sm" color="fg.muted">
            {t('details.created', { date: formatDateTime(order.createdAt) })}
          </Text>
        )}
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {failed && (
            <Alert.Root status={notFound ? 'error' : 'warning'}>
              <Alert.Indicator />
              <Alert.Title>{notFound ? t('errors.notFound') : t('errors.detailsFailed')}</Alert.Title>
            </Alert.Root>
          )}
          {order && <OrderSummary order={order} />}
        </Stack>
      </Dialog.Body>
      {/* Wraps on a phone: 'Скачать Excel' was cut at 375 px (issue 29). */}
      <Dialog.Footer flexWrap="wrap" justifyContent={{ base: 'stretch', md: 'flex-end' }}>
        {order && (
          <DownloadExcelButton
            source={{ source: 'order', id: order.id }}
            size="md"
            me={{ md: 'auto' }}
            flex={{ base: '1 1 auto', md: '0 0 auto' }}
          />
        )}
        {order?.paymentMethod === 'invoice' && <InvoiceLink orderId={order.id} />}
        {order && (
          <Button variant="outline" loading={repeating} onClick={() => onRepeat(order)}>
            {t('history.repeat')}
          </Button>
        )}
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('details.close')}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('details.close')} />
      </Dialog.CloseTrigger>
    </ScreenDialog>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const pickup = order.deliveryMethod === 'pickup';
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm">
        <Info label={t('details.delivery')} value={t(`delivery.${order.deliveryMethod}`)} />
        <Info label={t('details.payment')} value={t(`payment.${order.paymentMethod}`)} />
        {!pickup && <Info label={t('details.city')} value={order.city} />}
        {!pickup && <Info label={t('details.address')} value={order.deliveryAddress} />}
        {order.comments && <Info label={t('details.comments')} value={order.comments} />}
      </DataList.Root>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('details.items')}</Text>
        <OrderItems items={order.items} />
      </Stack>
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt="3">
        <Text>{t('details.total')}</Text>
        <Text>{formatRoubles(order.totalKopecks)}</Text>
      </Flex>
    </>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
