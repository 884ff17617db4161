// The answers the server put in a signed-in catalogue page's HTML
// (apps/server src/plugins/firstScreenData.ts): the session and the first page
// of parts, the categories and the brands. Put in the query cache before the first render, they spare the
// first screen a round trip after the JavaScript has loaded (issue 21). The
// server answers only an unfiltered first page: it is cached under the input
// the screen itself computes for no filters (catalogUrl.ts searchInput).
// The server renders '/' from the same answers (prerender/entry-server.tsx),
// so the browser's first render matches the HTML it hydrates.
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { DEFAULT_FILTERS, searchInput, type CatalogVariant } from '../../features/catalog/model/catalogUrl';
import { trpc, type RouterOutputs } from './trpc';

const ELEMENT_ID = 'first-screen-data';

export interface FirstScreenData {
  me: RouterOutputs['auth']['me'];
  search: {
    input: { sort: CatalogVariant };
    data: RouterOutputs['catalog']['search'];
  };
  overview?: RouterOutputs['catalog']['overview'];
  brands?: RouterOutputs['catalog']['brands'];
  /** The buyer's catalogue view from its cookie (features/catalog model/layoutPreference.ts). */
  layout?: string;
  /** The pieces in the cart from its cookie (shared/cart/renderedCartCount.ts). */
  cartCount?: number;
}

/** Puts the answers in `queryClient` under the keys the first screen asks for. */
export function seedQueryCache(
  queryClient: QueryClient,
  { me, search, overview, brands }: FirstScreenData,
): void {
  queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), me);
  queryClient.setQueryData(
    getQueryKey(trpc.catalog.search, searchInput(DEFAULT_FILTERS, search.input.sort), 'query'),
    search.data,
  );
  if (overview) queryClient.setQueryData(getQueryKey(trpc.catalog.overview, undefined, 'query'), overview);
  if (brands) queryClient.setQueryData(getQueryKey(trpc.catalog.brands, undefined, 'query'), brands);
}

/** Seeds `queryClient` from the page's answers, and returns them (null without). */
export function seedFirstScreenData(queryClient: QueryClient): FirstScreenData | null {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as FirstScreenData;
    seedQueryCache(queryClient, data);
    return data;
  } catch {
    // Unreadable: the screens ask the server themselves.
    return null;
  }
}
