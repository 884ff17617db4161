// Search, filters and pages of a catalogue screen, run on the server. The
// filters live in the address (model/catalogUrl.ts): reload, back/forward and
// a shared link restore them. The previous page stays on screen while the
// next loads.
//
// History: a category, new-only, reset or page click adds an entry (Back
// undoes it); typing does not. The search box keeps its own text and writes it
// to the address, in place of the current entry, once typing pauses.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { CATALOG_PAGE_SIZES } from '@shop/schemas/limits';
import { trpc } from '../../../shared/api/trpc';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  SEARCH_STALE_MS,
  searchInput,
  searchWithFilters,
  type CatalogFilters,
  type CatalogVariant,
} from '../model/catalogUrl';
import { totalPagesOf } from '../model/pagination';

/**
 * The pause in typing that starts a search. Short (issue 16: results ≤ 250 ms
 * after the last key): the server answers in tens of ms, a stale request is
 * cancelled, and the previous results stay on screen meanwhile. 90 ms was
 * tried: keys 80–100 ms apart then each start a search, and the extra renders
 * made the median worse (373 vs 284 ms at load 9 on 2 cores).
 */
const TYPING_DEBOUNCE_MS = 120;

export type { CatalogFilters, CatalogVariant };

export function useCatalogSearch(variant: CatalogVariant) {
  const pageSize = CATALOG_PAGE_SIZES[variant];
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);

  // The box's text; the address gets it trimmed after a pause in typing.
  const [draft, setDraft] = useState(filters.query);
  // The query this box last wrote to the address. It can arrive there after
  // the buyer typed on (a slow render): it must not overwrite the newer text.
  const [written, setWritten] = useState<string | null>(null);
  // Back/forward, a link or a reset changed the query under the box: show it
  // (unless it is what the box already says, give or take spaces).
  const [seenQuery, setSeenQuery] = useState(filters.query);
  if (filters.query !== seenQuery) {
    setSeenQuery(filters.query);
    if (filters.query !== draft.trim() && filters.query !== written) setDraft(filters.query);
  }

  const navigate = (next: CatalogFilters, replace: boolean) => {
    const search = searchWithFilters(params, next);
    // The same address again would only add a duplicate history entry.
    if (search.toString() !== params.toString()) setParams(search, { replace });
  };

  const utils = trpc.useUtils();
  const writeTypedQuery = useEffectEvent((query: string) => {
    // The request starts now, not after the render the address change causes
    // (on a slow phone that render is tens of ms): the screen's query finds it under way.
    void utils.catalog.search.prefetch(searchInput({ ...filters, query, page: 1 }, variant), {
      staleTime: SEARCH_STALE_MS,
    });
    setWritten(query);
    navigate({ ...filters, query, page: 1 }, true);
  });
  const typed = draft.trim();
  useEffect(() => {
    if (typed === filters.query) return;
    const timer = setTimeout(() => writeTypedQuery(typed), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.query]);
  const search = trpc.catalog.search.useQuery(searchInput(filters, variant), {
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
    // A query typed past is cancelled rather than answered and thrown away.
    trpc: { abortOnUnmount: true },
  });

  // An address past the last page (an old link, a smaller catalogue) shows
  // the last page instead of an empty one. A capped count is not the end.
  const data = search.isPlaceholderData ? undefined : search.data;
  const lastPage = data && !data.totalIsCapped ? totalPagesOf(data.total, pageSize) : null;
  const toLastPage = useEffectEvent((page: number) => navigate({ ...filters, page }, true));
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) toLastPage(lastPage);
  }, [lastPage, filters.page]);

  // Any filter change starts again from page 1 (spec section 4), with the
  // text in the box as the query, typed but not yet written or not.
  const update = (change: Partial<Omit<CatalogFilters, 'page'>>) =>
    navigate({ ...filters, query: typed, ...change, page: 1 }, false);

  return {
    filters,
    /** The search box's text (filters.query is what the results are for). */
    draft,
    search,
    setQuery: setDraft,
    /** Enter in the search box: search at once, without waiting for the pause. */
    submitQuery: (query: string) => {
      setDraft(query);
      navigate({ ...filters, query: query.trim(), page: 1 }, true);
    },
    setCategory: (categoryId: string | null) => update({ categoryId, newOnly: false }),
    setNewOnly: (newOnly: boolean) => update({ newOnly }),
    /** The brand filter combines with the category and new-only filters. */
    setBrand: (brand: string | null) => update({ brand }),
    setPage: (page: number) => navigate({ ...filters, page }, false),
    reset: () => {
      setWritten(null);
      setDraft('');
      navigate(DEFAULT_FILTERS, false);
    },
  };
}
