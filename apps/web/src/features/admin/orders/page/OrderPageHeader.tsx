import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FileDown, Pencil, Printer, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@shop/i18n/dates';
import { DownloadExcelButton } from '../../../../shared/export/DownloadExcelButton';
import type { AdminOrder } from '../hooks/adminOrderQueries';
import { openPickingSheet } from '../hooks/pickingSheet';
import { useDeleteOrder } from '../hooks/useOrderMutations';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { StatusSelect } from '../components/StatusSelect';

/** Number, date, the nine-status selector and the page's three actions. */
export function OrderPageHeader({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'requisites']);
  const navigate = useNavigate();
  const remove = useDeleteOrder();
  const onDelete = () => {
    if (!window.confirm(t('orders.deleteBrowserConfirm'))) return;
    remove.mutate({ id: order.id }, { onSuccess: () => void navigate('/admin/orders') });
  };
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', md: 'end' }}
      gap="4"
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {t('orders.page.title', { number: order.orderNumber })}
          </Heading>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {formatDateTime(order.createdAt)}
        </Text>
        <StatusSelect
          orderId={order.id}
          orderNumber={order.orderNumber}
          status={order.status}
          size="sm"
          label={t('orders.list.statusLabel', { number: order.orderNumber })}
        />
      </Stack>
      <HStack gap="2" wrap="wrap">
        {order.paymentMethod === 'invoice' && (
          <Button asChild variant="outline" size="sm">
            <a href={`/api/orders/${order.id}/invoice.pdf`} download>
              <FileDown size={16} /> {t('requisites:ui.downloadInvoice')}
            </a>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => openPickingSheet(order.id)}>
          <Printer size={16} /> {t('orders.pickingSheet')}
        </Button>
        <DownloadExcelButton source={{ source: 'order', id: order.id }} />
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void navigate('/admin/orders', { state: { editOrderId: order.id } })}
        >
          <Pencil size={16} /> {t('orders.edit')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" loading={remove.isPending} onClick={onDelete}>
          <Trash2 size={16} /> {t('orders.delete')}
        </Button>
      </HStack>
    </Flex>
  );
}
