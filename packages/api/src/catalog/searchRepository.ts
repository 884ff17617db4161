// Server-side catalogue search (spec sections 4 and 5), fast at 100 000 parts.
// Browsing walks a sort index and counts exactly; a text query counts only up
// to COUNT_CAP (textSearch.ts picks its way to the page). Figures:
// docs/performance.md.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { countParts } from './partsRepository';
import { filteredParts, inSortOrder, type ListRow, type PartsQuery, type SearchFilters } from './searchSql';
import { searchTerms } from './searchText';
import { textSearchPage } from './textSearch';

export { NEW_WINDOW_MS, type CatalogSort, type SearchFilters } from './searchSql';

/**
 * A text query counts at most this many matches: an exact count of a common
 * word read tens of thousands of rows (80-270 ms at 100 000 parts).
 */
export const COUNT_CAP = 1000;

export interface SearchPage {
  rows: ListRow[];
  /** Matching parts; for a text query at most the count cap. */
  total: number;
  /** True when a text query matches more than `total` parts. */
  totalIsCapped: boolean;
}

export interface SearchOptions {
  /** Tests lower it to go past the cap with a few parts. */
  countCap?: number;
}

export async function searchParts(
  db: Kysely<Database>,
  filters: SearchFilters,
  { countCap = COUNT_CAP }: SearchOptions = {},
): Promise<SearchPage> {
  const terms = searchTerms(filters.query);
  const offset = (filters.page - 1) * filters.pageSize;
  if (terms.signsOnly) return { rows: [], total: 0, totalIsCapped: false };
  if (terms.tokens.length === 0) return browse(db, filters, offset);
  return textSearchPage(db, filters, terms, offset, countCap);
}

/** No text: the page walks a sort index and the count is exact. */
async function browse(db: Kysely<Database>, filters: SearchFilters, offset: number): Promise<SearchPage> {
  const parts = filteredParts(db, filters);
  const unfiltered =
    !filters.newOnly &&
    !filters.categoryId &&
    !filters.brand &&
    !filters.stock &&
    !filters.noPhoto &&
    (filters.archived ?? 'hide') === 'hide';
  const [rows, total] = await Promise.all([
    inSortOrder(parts, filters.sort).limit(filters.pageSize).offset(offset).execute(),
    // The whole catalogue's size is kept by triggers (migration 0007); the
    // archived parts are few and have a partial index (migration 0011).
    unfiltered ? countActiveParts(db) : countBrowsed(db, filters),
  ]);
  return { rows, total, totalIsCapped: false };
}

async function countActiveParts(db: Kysely<Database>): Promise<number> {
  const [all, archived] = await Promise.all([
    countParts(db),
    countAll(db.selectFrom('parts').where('archived_at', 'is not', null)),
  ]);
  return all - archived;
}

/**
 * A filtered count without reading every row: the filters' own count (an
 * index-only scan, archived_at is in no index) less the archived parts among
 * them, found through the small partial index of archived parts.
 */
async function countBrowsed(db: Kysely<Database>, filters: SearchFilters): Promise<number> {
  if ((filters.archived ?? 'hide') !== 'hide') return countWhole(db, filters);
  const [all, archived] = await Promise.all([
    countWhole(db, { ...filters, archived: 'include' }),
    // The archived parts' index carries every filter's column (migration 0035).
    countAll(filteredParts(db, { ...filters, archived: 'only' })),
  ]);
  return all - archived;
}

/**
 * A filtered count; new-only as its two halves, each an index's own count:
 * "changed lately OR marked" read every such row (after a price list, 118 000
 * at a million parts: 211 ms), the change date's index counts them in 17 ms.
 */
async function countWhole(db: Kysely<Database>, filters: SearchFilters): Promise<number> {
  if (!filters.newOnly) return countAll(filteredParts(db, filters));
  const [recent, marked] = await Promise.all([
    countAll(filteredParts(db, filters, 'recent')),
    countAll(filteredParts(db, filters, 'markedOnly')),
  ]);
  return recent + marked;
}

async function countAll(query: PartsQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
