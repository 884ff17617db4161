import { Button, CloseButton, DataList, Dialog, Portal } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { InvoiceLink } from '../../../shared/orders/InvoiceLink';
import type { CreatedOrder } from '../hooks/useSendOrder';

/**
 * 'Заказ успешно оформлен' with the server's order number and total; a
 * bank-transfer order's invoice is one click away (issue 29.10).
 */
export function SuccessDialog({ order, onClose }: { order: CreatedOrder; onClose: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={{ base: 'sm', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header gap="2" alignItems="center" pe="12">
              <CircleCheck color="var(--chakra-colors-green-600)" aria-hidden />
              <Dialog.Title>{t('success.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>{t('success.number')}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="bold">{order.orderNumber}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('success.total')}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="bold">
                    {formatRoubles(order.totalKopecks)}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {order.paymentMethod === 'invoice' && <InvoiceLink orderId={order.id} />}
              <Button asChild colorPalette="brand" onClick={onClose}>
                <RouterLink to="/orders">{t('success.toOrders')}</RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
