// Server-side catalogue search (spec sections 4 and 5). Matching runs on the
// generated columns of migration 0004, so trigram indexes serve substring
// matches; the orders have indexes of their own (home_rank, availability, id).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '@shop/db';
import { articleKey, escapeLike, searchTerms, type SearchTerms } from './searchText';

/** The spec's "new" window: updated (or, untouched, created) within 7 days. */
export const NEW_WINDOW_MS = 7 * 24 * 3_600_000;

export type CatalogSort = 'home' | 'catalog';

export interface SearchFilters {
  query: string;
  categoryId?: string | null;
  newOnly: boolean;
  sort: CatalogSort;
  page: number;
  pageSize: number;
  now?: Date;
}

type PartsEb = ExpressionBuilder<Database, 'parts'>;

const contains = (column: 'search_text' | 'article_key', fragment: string) =>
  sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(fragment)}%`}`;

function tokenMatches(eb: PartsEb, variants: string[]): Expression<SqlBool> {
  const alternatives: Expression<SqlBool>[] = [];
  for (const variant of variants) {
    alternatives.push(contains('search_text', variant));
    const key = articleKey(variant);
    // Only useful when punctuation differs from the stored article.
    if (key.length >= 3 && key !== variant) alternatives.push(contains('article_key', key));
  }
  return eb.or(alternatives);
}

function queryMatches(eb: PartsEb, terms: SearchTerms): Expression<SqlBool> {
  const allTokens = eb.and(terms.tokens.map((variants) => tokenMatches(eb, variants)));
  if (terms.article.length < 3) return allTokens;
  return eb.or([allTokens, contains('article_key', terms.article)]);
}

function filtered(db: Kysely<Database>, filters: SearchFilters, terms: SearchTerms) {
  let query = db.selectFrom('parts');
  if (terms.tokens.length > 0) query = query.where((eb) => queryMatches(eb, terms));
  if (filters.newOnly) {
    // New-only wins over the category filter (spec section 4).
    const cutoff = new Date((filters.now ?? new Date()).getTime() - NEW_WINDOW_MS);
    query = query.where('updated_at', '>=', cutoff);
  } else if (filters.categoryId) {
    query = query.where('category_id', '=', filters.categoryId);
  }
  return query;
}

const LIST_COLUMNS = [
  'id',
  'name',
  'category_id',
  'part_number',
  'price',
  'retail_price',
  'availability',
  'created_at',
  'updated_at',
] as const;

type PartsQuery = ReturnType<typeof filtered>;

/** The spec's sort orders, which the indexes of migration 0004 follow. */
function inSortOrder(query: PartsQuery, sort: CatalogSort) {
  const rows = query.select(LIST_COLUMNS);
  return (sort === 'home' ? rows.orderBy('home_rank') : rows).orderBy('availability', 'desc').orderBy('id');
}

export async function searchParts(db: Kysely<Database>, filters: SearchFilters) {
  const terms = searchTerms(filters.query);
  const base = filtered(db, filters, terms);
  const offset = (filters.page - 1) * filters.pageSize;
  // Exact article matches come first, whatever the sort. They are fetched on
  // their own through the article index (there are rarely more than one), so
  // the main query can walk the sort index instead of sorting every match.
  const exact = terms.article
    ? await inSortOrder(base.where('article_key', '=', terms.article), filters.sort).execute()
    : [];
  const rest = exact.length > 0 ? base.where('article_key', '<>', terms.article) : base;
  const fromExact = exact.slice(offset, offset + filters.pageSize);
  const restLimit = filters.pageSize - fromExact.length;
  const [others, count] = await Promise.all([
    restLimit > 0
      ? inSortOrder(rest, filters.sort)
          .limit(restLimit)
          .offset(Math.max(0, offset - exact.length))
          .execute()
      : Promise.resolve([]),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: [...fromExact, ...others], total: Number(count.total) };
}
