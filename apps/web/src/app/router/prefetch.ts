// Data a page will ask for, requested when its route mounts: before the page
// chunk has arrived and in the same batched request as the session check
// (auth.me), instead of one round trip after it. Nothing waits for the
// answers: the page renders its own loading state. (A visitor's catalogue
// request is refused with 401 and dropped: the guard sends them to /login.)
import type { trpc } from '../../shared/api/trpc';
import { SESSION_QUERY_OPTIONS } from '../../shared/session/useSession';
import {
  filtersFromSearch,
  OVERVIEW_STALE_MS,
  SEARCH_STALE_MS,
  searchInput,
  type CatalogVariant,
} from '../../features/catalog/model/catalogUrl';

export type Prefetch = (utils: ReturnType<typeof trpc.useUtils>, params: URLSearchParams) => void;

/** The catalogue screen's first page, its categories and the session (features/catalog/components/CatalogScreen.tsx). */
export const prefetchCatalog =
  (variant: CatalogVariant): Prefetch =>
  (utils, params) => {
    void utils.auth.me.prefetch(undefined, SESSION_QUERY_OPTIONS);
    void utils.catalog.search.prefetch(searchInput(filtersFromSearch(params), variant), {
      staleTime: SEARCH_STALE_MS,
    });
    void utils.catalog.overview.prefetch(undefined, { staleTime: OVERVIEW_STALE_MS });
    void utils.catalog.brands.prefetch(undefined, { staleTime: OVERVIEW_STALE_MS });
  };
