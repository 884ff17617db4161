// 'Мои заказы' filters (issue 29.10) live in the address (?q=&status=), so a
// reload or a shared link shows the same list.
import { isKnownStatus, type OrderStatus } from '../../../shared/orders/orderStatus';

export interface OrderFilters {
  search: string;
  status: OrderStatus | null;
}

export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: status !== null && isKnownStatus(status) ? status : null,
  };
}

export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.status) params.set('status', filters.status);
  return params;
}

export const hasFilters = (filters: OrderFilters) => filters.search.trim() !== '' || filters.status !== null;
