// Search, filters and pages of a catalogue screen, run on the server. The
// previous page stays on screen while the next loads; typing is debounced.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../shared/api/trpc';
import { useDebouncedValue } from './useDebouncedValue';

const TYPING_DEBOUNCE_MS = 300;

export type CatalogVariant = 'home' | 'catalog';

export interface CatalogFilters {
  query: string;
  categoryId: string | null;
  newOnly: boolean;
  page: number;
}

const INITIAL: CatalogFilters = { query: '', categoryId: null, newOnly: false, page: 1 };

export function useCatalogSearch(variant: CatalogVariant, pageSize: number) {
  const [filters, setFilters] = useState<CatalogFilters>(INITIAL);
  const typedQuery = useDebouncedValue(filters.query.trim(), TYPING_DEBOUNCE_MS);
  const search = trpc.catalog.search.useQuery(
    {
      query: typedQuery,
      categoryId: filters.categoryId,
      newOnly: filters.newOnly,
      sort: variant,
      page: filters.page,
      pageSize,
    },
    { placeholderData: keepPreviousData, staleTime: 5_000 },
  );

  // Any filter change starts again from page 1 (spec section 4).
  const update = (change: Partial<Omit<CatalogFilters, 'page'>>) =>
    setFilters((current) => ({ ...current, ...change, page: 1 }));

  return {
    filters,
    search,
    setQuery: (query: string) => update({ query }),
    setCategory: (categoryId: string | null) => update({ categoryId, newOnly: false }),
    setNewOnly: (newOnly: boolean) => update({ newOnly }),
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
    reset: () => setFilters(INITIAL),
  };
}
