import '../texts';
import { Alert, Button, EmptyState, Heading, Spinner, Stack, VStack } from '@chakra-ui/react';
import { ClipboardList, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useSession } from '../../../shared/session/useSession';
import { OrderDetailsDialog } from '../components/OrderDetailsDialog';
import { OrdersFilters } from '../components/OrdersFilters';
import { OrdersList } from '../components/OrdersList';
import { RepeatReport } from '../components/RepeatReport';
import { useMyOrders } from '../hooks/useMyOrders';
import { useRepeatOrder } from '../hooks/useRepeatOrder';
import type { Order } from '../model/orderCache';
import { filtersFromParams, hasFilters, paramsFromFilters, type OrderFilters } from '../model/orderFilters';

/** /orders: the buyer's order history with search, a status filter, repeat and a detail dialog (spec section 2, issue 29.10). */
export function OrdersPage() {
  const { t } = useTranslation(['orders', 'layout']);
  const { user } = useSession();
  usePageTitle(t('layout:pages.orders'));
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('orders:history.heading')}
      </Heading>
      {user && <OrdersHistory userId={user.id} />}
    </Stack>
  );
}

function useFiltersInAddress() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>(() => filtersFromParams(params));
  const change = (next: OrderFilters) => {
    setFilters(next);
    setParams(paramsFromFilters(next), { replace: true });
  };
  return { filters, change };
}

function OrdersHistory({ userId }: { userId: number }) {
  const { t } = useTranslation(['orders', 'layout']);
  const { filters, change } = useFiltersInAddress();
  const search = useDebouncedValue(filters.search, 300);
  const { query, orders, usingCache, filtered } = useMyOrders(userId, { ...filters, search });
  const [opened, setOpened] = useState<Order | null>(null);
  const repeat = useRepeatOrder();
  const onRepeat = (order: Order) => {
    setOpened(null);
    void repeat.repeat(order.id);
  };

  if (query.isPending) return <Spinner size="lg" aria-label={t('orders:history.loading')} />;
  const showFilters = orders.length > 0 || hasFilters(filters);
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
      {showFilters && <OrdersFilters filters={filters} onChange={change} />}
      {orders.length > 0 ? (
        <OrdersList orders={orders} onOpen={setOpened} onRepeat={onRepeat} repeatingId={repeat.pendingId} />
      ) : filtered ? (
        <NoMatch onReset={() => change({ search: '', status: null })} />
      ) : (
        !usingCache && <NoOrders />
      )}
      <OrderDetailsDialog
        order={opened}
        onClose={() => setOpened(null)}
        onRepeat={onRepeat}
        repeating={opened !== null && repeat.pendingId === opened.id}
      />
      <RepeatReport result={repeat.report} onClose={repeat.closeReport} />
    </Stack>
  );
}

function NoMatch({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <EmptyState.Root bg="white" borderWidth="1px" rounded="xl" role="status">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('history.noMatch')}</EmptyState.Title>
          <EmptyState.Description>{t('history.noMatchHint')}</EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={onReset}>
          {t('history.resetFilters')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
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
