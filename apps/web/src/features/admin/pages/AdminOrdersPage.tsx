import '../texts';
import { Box, Button, Flex, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { AdminPanelHeader } from '../components/AdminPanelHeader';
import { ListFailure } from '../orders/components/ListFailure';
import { OrderCards } from '../orders/components/OrderCards';
import { OrderDialog } from '../orders/components/OrderDialog';
import { OrderFilters } from '../orders/components/OrderFilters';
import { OrdersPagination } from '../orders/components/OrdersPagination';
import { OrdersTable } from '../orders/components/OrdersTable';
import { usePickingSheetNotice } from '../orders/hooks/pickingSheet';
import { useDialogTarget } from '../orders/hooks/useEditRequest';
import { useOrdersListPage } from '../orders/hooks/useOrdersListPage';

/** /admin/orders: search, status changes, details, picking sheets (spec section 2). */
export function AdminOrdersPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminOrders'));
  usePickingSheetNotice();
  const list = useOrdersListPage();
  const [target, setTarget] = useDialogTarget();
  const openDetails = (id: number) => setTarget({ id, edit: false });

  let content;
  if (list.failure)
    content = <ListFailure failure={list.failure} retrying={list.isFetching} onRetry={list.refetch} />;
  else if (list.filters.reversed) content = null;
  else if (list.isPending) content = <PageSpinner label={t('layout:common.loading')} />;
  else if (list.orders.length === 0)
    content = (
      <Box borderWidth="1px" rounded="xl" bg="white" p="8" textAlign="center" color="fg.muted">
        {list.search
          ? t('admin:orders.notFoundSearch', { query: list.search })
          : t(list.filters.active ? 'admin:dashboard.filters.empty' : 'admin:orders.empty')}
      </Box>
    );
  else
    content = (
      <Stack gap="4" opacity={list.isFetching ? 0.7 : 1} transition="opacity 0.2s">
        <Text fontSize="sm" color="fg.muted">
          {t('admin:orders.list.total', { count: list.total })}
        </Text>
        <OrdersTable orders={list.orders} onDetails={openDetails} />
        <OrderCards orders={list.orders} onDetails={openDetails} />
        <OrdersPagination page={list.page} pages={list.pages} onPage={list.setPage} />
      </Stack>
    );

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <Flex gap="3" align="center" justify="end" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <InputGroup flex={{ base: '1 1 100%', md: '1' }} minW="0" startElement={<Search size={16} />}>
          <Input
            type="search"
            bg="white"
            aria-label={t('admin:orders.list.searchLabel')}
            placeholder={t('admin:orders.searchPlaceholder')}
            value={list.searchInput}
            onChange={(event) => list.setSearchInput(event.currentTarget.value)}
          />
        </InputGroup>
        <Button variant="outline" loading={list.isFetching} onClick={list.refetch}>
          <RefreshCw size={16} /> {t('admin:orders.refresh')}
        </Button>
      </Flex>
      <OrderFilters filters={list.filters} />
      {content}
      <OrderDialog
        target={target}
        onClose={() => {
          setTarget(null);
          // Opening the order took its 'Новый' mark away.
          list.refetch();
        }}
      />
    </Stack>
  );
}
