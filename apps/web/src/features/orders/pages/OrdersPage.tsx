import '../texts';
import { Alert, Button, EmptyState, Heading, Spinner, Stack, VStack } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { OrderDetailsDialog } from '../components/OrderDetailsDialog';
import { OrdersList } from '../components/OrdersList';
import { useMyOrders } from '../hooks/useMyOrders';
import type { Order } from '../model/orderCache';

/** /orders: the buyer's order history with a detail dialog (spec section 2). */
export function OrdersPage() {
  const { t } = useTranslation(['orders', 'layout']);
  const { user } = useSession();
  usePageTitle(t('layout:pages.orders'));
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('orders:history.heading')}
      </Heading>
      {user && <OrdersHistory userId={user.id} />}
    </Stack>
  );
}

function OrdersHistory({ userId }: { userId: number }) {
  const { t } = useTranslation(['orders', 'layout']);
  const { query, orders, usingCache } = useMyOrders(userId);
  const [opened, setOpened] = useState<Order | null>(null);

  if (query.isPending) return <Spinner size="lg" aria-label={t('orders:history.loading')} />;
  return (
    <Stack gap="4">
      {usingCache && (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('orders:errors.listFailed')}</Alert.Title>
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('orders:history.retry')}
          </Button>
        </Alert.Root>
      )}
      {orders.length > 0 ? <OrdersList orders={orders} onOpen={setOpened} /> : !usingCache && <NoOrders />}
      <OrderDetailsDialog order={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

function NoOrders() {
  const { t } = useTranslation(['orders', 'layout']);
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ClipboardList />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('orders:history.empty')}</EmptyState.Title>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/catalog">{t('orders:history.toCatalog')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
