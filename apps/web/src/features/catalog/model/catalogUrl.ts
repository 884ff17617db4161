// The catalogue's filters live in the address, so that a reload, back/forward
// and a shared link show the same results:
//   /catalog?q=ремень&category=belts&brand=Sheng-E&new=1&page=2
// Default values stay out of the address (a plain '/' is the whole catalogue),
// and parameters that are not the catalogue's (the cart panel's ?cart=open)
// are kept as they are.

import type { CatalogSearchFilters } from '@shop/schemas/catalogView';

// The filters, their defaults and the search input they make are shared with
// the server's first-screen answer (@shop/schemas catalogView.ts).
export {
  catalogSearchInputOf as searchInput,
  NO_CATALOG_FILTERS as DEFAULT_FILTERS,
  type CatalogVariant,
} from '@shop/schemas/catalogView';

/** The search text is trimmed; a brand is as the brand list spells it (the server compares it by its key). */
export type CatalogFilters = CatalogSearchFilters;

const KEY = { query: 'q', category: 'category', brand: 'brand', newOnly: 'new', page: 'page' } as const;

// The limits of the server's search input (@shop/schemas catalogSearchInput):
// an address edited by hand must not make the search request fail.
const MAX_QUERY_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 64;
const MAX_BRAND_LENGTH = 100;
const MAX_PAGE = 100_000;

function pageOf(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

/** The filters an address asks for; anything missing or malformed reads as its default. */
export function filtersFromSearch(params: URLSearchParams): CatalogFilters {
  const category = (params.get(KEY.category) ?? '').trim().slice(0, MAX_CATEGORY_LENGTH);
  const brand = (params.get(KEY.brand) ?? '').trim().slice(0, MAX_BRAND_LENGTH);
  return {
    query: (params.get(KEY.query) ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    categoryId: category || null,
    brand: brand || null,
    newOnly: params.get(KEY.newOnly) === '1',
    page: pageOf(params.get(KEY.page)),
  };
}

/** `params` with the catalogue's keys set to `filters` (defaults removed) and every other key untouched. */
export function searchWithFilters(params: URLSearchParams, filters: CatalogFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  const query = filters.query.trim();
  set(KEY.query, query === '' ? null : query);
  set(KEY.category, filters.categoryId);
  set(KEY.brand, filters.brand);
  set(KEY.newOnly, filters.newOnly ? '1' : null);
  set(KEY.page, filters.page > 1 ? String(filters.page) : null);
  return next;
}

/** How long a search result counts as fresh (the screen and its prefetch). */
export const SEARCH_STALE_MS = 5_000;
/** How long the categories and the last update count as fresh. */
export const OVERVIEW_STALE_MS = 60_000;
