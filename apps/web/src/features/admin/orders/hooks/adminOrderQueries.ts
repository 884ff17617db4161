// The admin's order reads with the spec's limits (section 9: list 15 s, other calls 10 s).
import { keepPreviousData } from '@tanstack/react-query';
import { trpc, type RouterOutputs } from '../../../../shared/api/trpc';

export type AdminOrderRow = RouterOutputs['admin']['orders']['list']['orders'][number];
export type AdminOrder = RouterOutputs['admin']['orders']['byId'];
type OrderStatusFilter = AdminOrderRow['status'];

export const LIST_TIMEOUT_MS = 15_000;
export const CALL_TIMEOUT_MS = 10_000;
export const PAGE_SIZE = 20;

/** tRPC request options with a time limit (shared/api/trpc.ts timeoutLink). */
export const withTimeout = (timeoutMs: number) => ({ context: { timeoutMs } });

export interface ListParams {
  search?: string;
  userId?: number;
  /** The dashboard's links: one status, and/or calendar days 'YYYY-MM-DD' (both included). */
  status?: OrderStatusFilter;
  from?: string;
  to?: string;
  /** Only the orders no admin has opened yet. */
  unopened?: boolean;
  page?: number;
  pageSize?: number;
}

export function useAdminOrdersList(params: ListParams, enabled = true) {
  return trpc.admin.orders.list.useQuery(params, {
    enabled,
    // The table stays while the next page or search loads, instead of blinking.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    trpc: withTimeout(LIST_TIMEOUT_MS),
  });
}

export function useAdminOrder(id: number | null) {
  return trpc.admin.orders.byId.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null && id > 0, staleTime: 0, retry: false, trpc: withTimeout(CALL_TIMEOUT_MS) },
  );
}
