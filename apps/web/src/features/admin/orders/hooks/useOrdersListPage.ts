// The orders list: debounced server-side search, pagination, and the load-error toast.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailureOf } from '../model/loadFailure';
import { useListFilters } from './useListFilters';
import { PAGE_SIZE, useAdminOrdersList } from './adminOrderQueries';
import { adminToast } from './adminToast';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;
const LOAD_TOAST_ID = 'admin-orders-load';

export function useOrdersListPage() {
  const { t } = useTranslation('admin');
  const [searchInput, setSearchInput] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useListFilters();
  // A period that ends before it starts is said by the filters, not asked of the server.
  const query = useAdminOrdersList(
    { search, ...filters.values, page, pageSize: PAGE_SIZE },
    !filters.reversed,
  );

  // A new search or filter starts from the first page (spec section 4 "Filters").
  useEffect(() => setPage(1), [search, filters.key]);

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  const failure = query.isError ? loadFailureOf(query.error) : null;
  const failureKind = failure?.kind;
  // Once per failed attempt (failedAt changes), not on every render.
  useEffect(() => {
    if (!failedAt) return;
    if (failureKind === 'auth')
      adminToast('error', t('orders.authErrorTitle'), t('orders.authErrorToast'), LOAD_TOAST_ID);
    else
      adminToast(
        'error',
        search ? t('orders.searchFailed') : t('orders.loadToastTitle'),
        t('orders.loadToast'),
        LOAD_TOAST_ID,
      );
  }, [failedAt, failureKind, search, t]);

  const total = query.data?.total ?? 0;
  return {
    searchInput,
    setSearchInput,
    filters,
    search,
    page,
    setPage,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    orders: query.data?.orders ?? [],
    isPending: query.isPending && !filters.reversed,
    isFetching: query.isFetching,
    failure,
    refetch: () => void query.refetch(),
  };
}
