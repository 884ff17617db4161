// Data a page will ask for, requested when its route mounts: before the
// session check has answered, so that a signed-in user's catalogue comes in
// the same batched request as auth.me instead of one round trip after it.
// (A visitor's request is refused with 401 and dropped: the guard sends them
// to /login.)
import type { QueryClient } from '@tanstack/react-query';
import type { useTRPC } from '../../shared/api/trpc';
import {
  filtersFromSearch,
  OVERVIEW_STALE_MS,
  SEARCH_STALE_MS,
  searchInput,
  type CatalogVariant,
} from '../../features/catalog/model/catalogUrl';

export interface PrefetchContext {
  queryClient: QueryClient;
  trpc: ReturnType<typeof useTRPC>;
  params: URLSearchParams;
}

export type Prefetch = (context: PrefetchContext) => void;

/** The catalogue screen's first page and its categories (features/catalog/components/CatalogScreen.tsx). */
export const prefetchCatalog =
  (variant: CatalogVariant): Prefetch =>
  ({ queryClient, trpc, params }) => {
    const input = searchInput(filtersFromSearch(params), variant);
    void queryClient.prefetchQuery(trpc.catalog.search.queryOptions(input, { staleTime: SEARCH_STALE_MS }));
    void queryClient.prefetchQuery(
      trpc.catalog.overview.queryOptions(undefined, { staleTime: OVERVIEW_STALE_MS }),
    );
  };
