// Data a page will ask for, requested by its route's loader: before the page
// chunk has arrived and in the same batched request as the session check
// (auth.me), instead of one round trip after it. The loader does not wait
// for the answers: the page renders its own loading state. (A visitor's
// catalogue request is refused with 401 and dropped: the guard sends them to
// /login.)
import type { LoaderFunction } from 'react-router-dom';
import type { TrpcUtils } from '../../shared/api/trpc';
import { SESSION_QUERY_OPTIONS } from '../../shared/session/useSession';
import {
  filtersFromSearch,
  OVERVIEW_STALE_MS,
  SEARCH_STALE_MS,
  searchInput,
  type CatalogVariant,
} from '../../features/catalog/model/catalogUrl';

/** The catalogue screen's first page, its categories and the session (features/catalog/components/CatalogScreen.tsx). */
export const prefetchCatalog =
  (utils: TrpcUtils, variant: CatalogVariant): LoaderFunction =>
  ({ request }) => {
    const input = searchInput(filtersFromSearch(new URL(request.url).searchParams), variant);
    void utils.auth.me.prefetch(undefined, SESSION_QUERY_OPTIONS);
    void utils.catalog.search.prefetch(input, { staleTime: SEARCH_STALE_MS });
    void utils.catalog.overview.prefetch(undefined, { staleTime: OVERVIEW_STALE_MS });
    return null;
  };
