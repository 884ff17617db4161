import '../texts';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useNameCrumb } from '../../../shared/layout/crumbName';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { AdminPanelHeader } from '../components/AdminPanelHeader';
import { useAdminOrder } from '../orders/hooks/adminOrderQueries';
import { usePickingSheetNotice } from '../orders/hooks/pickingSheet';
import { loadFailureOf, type LoadFailure } from '../orders/model/loadFailure';
import { OrderPageCards } from '../orders/page/OrderPageCards';
import { OrderPageHeader } from '../orders/page/OrderPageHeader';

const FAILURE_TEXT = {
  notFound: 'admin:orders.toasts.notFound',
  auth: 'admin:orders.authErrorOrderPage',
  connection: 'admin:orders.connectionHint',
  server: 'admin:orders.toasts.detailsFailed',
} as const satisfies Record<LoadFailure['kind'], string>;

/** /admin/orders/{orderId}: one order with its cards and status history. */
export function AdminOrderPage() {
  const { t } = useTranslation(['layout', 'admin']);
  usePageTitle(t('layout:pages.adminOrder'));
  usePickingSheetNotice();
  const id = Number(useParams().orderId);
  const valid = Number.isInteger(id) && id > 0;
  const order = useAdminOrder(valid ? id : null);
  // 'Заказ ORD-…' in the breadcrumbs once loaded; the id from the path until then.
  useNameCrumb(order.data?.orderNumber);

  let content;
  if (valid && order.isPending) content = <PageSpinner label={t('layout:common.loading')} />;
  else if (!valid || order.isError || !order.data) {
    const kind = valid && order.isError ? loadFailureOf(order.error).kind : 'notFound';
    content = (
      <Stack gap="4" align="start">
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{t(FAILURE_TEXT[kind])}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/orders">
            <ArrowLeft size={16} /> {t('admin:orders.backToList')}
          </RouterLink>
        </Button>
      </Stack>
    );
  } else
    content = (
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to="/admin/orders">
            <ArrowLeft size={16} /> {t('admin:orders.backToList')}
          </RouterLink>
        </Button>
        <OrderPageHeader order={order.data} />
        <OrderPageCards order={order.data} />
      </Stack>
    );

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      {content}
    </Stack>
  );
}
