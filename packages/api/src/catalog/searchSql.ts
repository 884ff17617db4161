// How a catalogue search becomes SQL (spec sections 4 and 5): the text match on
// the generated columns of migration 0004, whose trigram indexes serve
// substring matches, the filters, and the spec's sort orders, which have
// indexes of their own (migrations 0004 and 0007).
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, PartRow } from '@shop/db';
import { LIST_COLUMNS } from './partsRepository';
import { articleKey, escapeLike, reachOf, type SearchTerms } from './searchText';
import { NEW_WINDOW_MS } from '@shop/schemas/catalogView';

export { NEW_WINDOW_MS };

export type CatalogSort = 'home' | 'catalog';

/** The admin's "low stock" filter: 1 to this many units. */
export const LOW_STOCK = 5;

export interface SearchFilters {
  query: string;
  categoryId?: string | null;
  /** A brand however typed ("sheng-e", "Sheng E"): compared by brand_key. */
  brand?: string | null;
  /** The admin's list sees archived parts too; buyers never do. */
  archived?: 'hide' | 'include' | 'only';
  /** Admin filters: stock level and parts without a photo. */
  stock?: 'in' | 'out' | 'low' | null;
  noPhoto?: boolean;
  newOnly: boolean;
  sort: CatalogSort;
  page: number;
  pageSize: number;
  now?: Date;
}

export type ListRow = Pick<PartRow, (typeof LIST_COLUMNS)[number]>;

type TextColumn = 'search_text' | 'article_key';

const contains = (column: TextColumn, fragment: string) =>
  sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(fragment)}%`}`;

// The same test as `contains`, which the trigram indexes do not serve: the
// planner checks it on rows found otherwise instead of probing the index.
const containsUnindexed = (column: TextColumn, fragment: string) =>
  sql<SqlBool>`strpos(${sql.ref(column)}, ${fragment}) > 0`;

/**
 * The start of the text, or a space or ASCII sign before the word: a class
 * pg_trgm can read, so that it looks ' zq' up in the trigram index (a sign
 * outside ASCII, or [^[:alnum:]], makes it hand back every part).
 */
const WORD_START = '(^|[\\t\\n\\r !-/:-@\\[-`{-~])';
const escapeRegex = (input: string) => input.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** The variant at a word's start in search_text (searchText.ts, reachOf). */
const startsWord = (variant: string, indexed: boolean) => {
  const pattern = `${WORD_START}${escapeRegex(variant)}`;
  // The function form is the same test, which the planner never looks up in an index.
  return indexed
    ? sql<SqlBool>`search_text ~ ${pattern}`
    : sql<SqlBool>`textregexeq(search_text, ${pattern})`;
};

const joined = (parts: RawBuilder<SqlBool>[], operator: 'and' | 'or') =>
  parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql.raw(` ${operator} `))})`;

/**
 * The runs of the search text that hold '-', '.' or '/', without them, as
 * indexed by migration 0034 (written as the index's expression, so that the
 * planner recognises it).
 */
const PUNCTUATED_KEYS = sql.raw(`punctuated_keys(search_text)`);

/** Letters and digits as article keys keep them, and the punctuation PUNCTUATED_KEYS drops. */
const KEYABLE = /^[0-9a-zа-я./-]+$/;

/**
 * The keys PUNCTUATED_KEYS must hold for a punctuated token to match through
 * the text, or null when that test does not apply. It is a necessary
 * condition: a token of letters, digits and punctuation lies inside one run
 * of them in the text, and deleting characters keeps a substring a
 * substring, so `mp-50` in the text means `mp50` in PUNCTUATED_KEYS. A token
 * without punctuation gains nothing (its own trigrams are as good), nor one
 * with a long piece, or other signs, or a key under 3 characters (no trigram
 * to look up).
 */
export function searchKeysOf(variants: string[]): string[] | null {
  const keys = variants.map(articleKey);
  if (keys.every((key, i) => key === variants[i])) return null;
  // A piece of 4 characters or more has selective trigrams of its own
  // ("sheng-e"): the extra tests on each candidate (5 us) would buy nothing.
  if (variants[0]!.split(/[./-]/).some((piece) => piece.length >= 4)) return null;
  if (variants.some((variant, i) => !KEYABLE.test(variant) || keys[i]!.length < 3)) return null;
  return [...new Set(keys)];
}

/** The fragments a token is looked for: in search_text, and in article_key. */
function tokenFragments(variants: string[], articleKeys: string[] = []) {
  const keys = new Set(articleKeys);
  for (const variant of variants) {
    const key = articleKey(variant);
    // Only useful when punctuation differs from the stored article.
    if (key.length >= 3 && key !== variant) keys.add(key);
  }
  // search_text holds the keys of the cross numbers too (migration 0011):
  // "23100gy6003" finds "23100-GY6-003". Numbers have digits; a word's key
  // ("особ%" -> "особ") must not match more than the word itself does.
  return { inText: [...variants, ...[...keys].filter((key) => /\d/.test(key))], keys };
}

/** A token matches through any of its variants, or through `articleKeys`. */
function tokenMatches(variants: string[], articleKeys: string[] = [], indexed = true): RawBuilder<SqlBool> {
  const { inText, keys } = tokenFragments(variants, articleKeys);
  const searchKeys = indexed ? searchKeysOf(variants) : null;
  if (searchKeys) {
    // By article key through its index, or by the text tested only on the
    // parts whose PUNCTUATED_KEYS hold a key, or whose text holds one as
    // typed without punctuation (a cross number's key, an article written
    // so): issue 21, "MP-50" asks the text's index for the words "mp" and
    // "50", 29 000 candidates at a million parts, its keys 4 200. The same
    // matches as below: a punctuated variant in the text puts its key in
    // PUNCTUATED_KEYS, and a key in the text is one of the text tests.
    const inKeys = searchKeys.flatMap((key) => [
      sql<SqlBool>`${PUNCTUATED_KEYS} like ${`%${key}%`}`,
      contains('search_text', key),
    ]);
    const byText = sql<SqlBool>`(${joined(
      inText.map((fragment) => containsUnindexed('search_text', fragment)),
      'or',
    )} and ${joined(inKeys, 'or')})`;
    return joined([...[...keys].map((key) => contains('article_key', key)), byText], 'or');
  }
  const test = indexed ? contains : containsUnindexed;
  return joined(
    [
      ...variants.map((variant) =>
        reachOf(variant) === 'wordStart' ? startsWord(variant, indexed) : test('search_text', variant),
      ),
      ...[...keys].map((key) => test('article_key', key)),
      ...inText.slice(variants.length).map((key) => test('search_text', key)),
    ],
    'or',
  );
}

/** What the SQL matches: the words and the article (a query of signs only never gets here). */
export interface MatchTerms extends Pick<SearchTerms, 'tokens' | 'article'> {
  /**
   * Tokens (by index) checked on the rows the other tokens find, not through
   * the trigram index: probing it for a word in a third of the catalogue
   * ("yamaha") costs more than checking it on the rows of a rarer word.
   */
  unindexed?: ReadonlySet<number>;
}

/**
 * Every token must match, or the whole query as an article. Plain SQL on the
 * column names, so it applies to `parts` and to a subquery of its rows alike.
 * `onRows`: checked on rows read anyway (a walk, a read in table order), with
 * strpos(), 2-3 times as fast as LIKE on the long UTF-8 texts (issue 21: 5 us
 * a row, "вариатора" counted up to the cap among 27 000 rows in 150 ms).
 */
export function textMatches(terms: MatchTerms, { onRows = false } = {}): RawBuilder<SqlBool> {
  const indexed = (i: number) => !onRows && !terms.unindexed?.has(i);
  const article = terms.article.length >= 3 ? [terms.article] : [];
  // One word: the whole query's article is usually that word's own key, and
  // scanning the article index twice for it costs a couple of ms.
  if (terms.tokens.length === 1) return tokenMatches(terms.tokens[0]!, article, indexed(0));
  const allTokens = joined(
    terms.tokens.map((variants, i) => tokenMatches(variants, [], indexed(i))),
    'and',
  );
  if (article.length === 0) return allTokens;
  return joined([allTokens, (onRows ? containsUnindexed : contains)('article_key', terms.article)], 'or');
}

/**
 * How the new-only filter is read: 'either' a recent change or the admin's
 * mark (the filter itself); 'recent' or 'markedOnly' (marked but older) are
 * its two disjoint halves, which a count adds up (searchRepository.ts).
 */
export type NewPartsAs = 'either' | 'recent' | 'markedOnly';

/** Parts that pass the archive, brand, category and new-only filters (not the text). */
export function filteredParts(db: Kysely<Database>, filters: SearchFilters, newAs: NewPartsAs = 'either') {
  let query = db.selectFrom('parts');
  const archived = filters.archived ?? 'hide';
  if (archived === 'hide') query = query.where('archived_at', 'is', null);
  if (archived === 'only') query = query.where('archived_at', 'is not', null);
  if (filters.brand) query = query.where('brand_key', '=', articleKey(filters.brand));
  if (filters.stock === 'in') query = query.where('availability', '>', 0);
  if (filters.stock === 'out') query = query.where('availability', '=', 0);
  if (filters.stock === 'low')
    query = query.where('availability', '>', 0).where('availability', '<=', LOW_STOCK);
  if (filters.noPhoto) query = query.where('has_image', '=', false);
  if (filters.newOnly) {
    // New-only wins over the category filter (spec section 4); the admin's
    // "new" flag counts as new too.
    const cutoff = new Date((filters.now ?? new Date()).getTime() - NEW_WINDOW_MS);
    if (newAs === 'recent') query = query.where('updated_at', '>=', cutoff);
    else if (newAs === 'markedOnly')
      query = query.where('marked_new', '=', true).where('updated_at', '<', cutoff);
    else query = query.where((eb) => eb.or([eb('updated_at', '>=', cutoff), eb('marked_new', '=', true)]));
  } else if (filters.categoryId) {
    query = query.where('category_id', '=', filters.categoryId);
  }
  return query;
}

export type PartsQuery = ReturnType<typeof filteredParts>;

/** Parts that pass the filters and match the text, if any. */
export function matchingParts(db: Kysely<Database>, filters: SearchFilters, terms: MatchTerms): PartsQuery {
  const query = filteredParts(db, filters);
  return terms.tokens.length > 0 ? query.where(textMatches(terms)) : query;
}

/** The spec's sort orders, which the order indexes follow. */
export function inSortOrder(query: PartsQuery, sort: CatalogSort) {
  const rows = query.select(LIST_COLUMNS);
  return (sort === 'home' ? rows.orderBy('home_rank') : rows).orderBy('availability', 'desc').orderBy('id');
}

/**
 * Runs `work` with sequential scans off. With a LIMIT well below its rough
 * estimate of substring matches, the planner bets on a sequential scan
 * meeting enough of them early; rare or bunched matches then read the whole
 * table (70-110 ms at 100 000 parts), where the trigram indexes take a few
 * ms whatever the count.
 */
export function throughIndexes<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // A plan left with a sequential scan is costed at ~1e10 with them off,
    // which would set JIT compiling it (+370 ms seen at a million parts).
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    return work(trx);
  });
}

export interface SortedPage {
  rows: ListRow[];
  /** How many parts matched, or `cap` + 1 when there were more. */
  total: number;
}

/**
 * A page sorted from all of `matches`, or from at most `cap` + 1 of them:
 * exact article matches first, then the spec's order. Only the sort keys are
 * sorted (about 40 bytes a match, where the page's columns are ten times
 * that: the last pages of a category sorted 25 500 whole rows and spilled to
 * disk), then the page's rows are read by id.
 */
export function sortedPageQuery(
  db: Kysely<Database>,
  matches: PartsQuery,
  filters: SearchFilters,
  page: { article: string; offset: number; limit: number; cap?: number },
) {
  const keys = matches.select(['id', 'home_rank', 'availability', 'article_key']);
  const set = page.cap === undefined ? keys : keys.limit(page.cap + 1);
  const exact = sql<boolean>`m.article_key = ${page.article}`;
  let order = db
    .with(
      (cte) => cte('m').materialized(),
      () => set,
    )
    .selectFrom('m')
    .select(['m.id', 'm.home_rank', 'm.availability', exact.as('exact')])
    .select((eb) => eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('total'));
  if (page.article) order = order.orderBy(exact, 'desc');
  if (filters.sort === 'home') order = order.orderBy('m.home_rank');
  const ordered = order
    .orderBy('m.availability', 'desc')
    .orderBy('m.id')
    .limit(page.limit)
    .offset(page.offset);
  // The page's rows by id, in the order just found (the join keeps no order).
  let pageRows = db
    .selectFrom(ordered.as('o'))
    .innerJoin('parts', 'parts.id', 'o.id')
    .select(LIST_COLUMNS.map((column) => `parts.${column}` as const))
    .select('o.total');
  if (page.article) pageRows = pageRows.orderBy('o.exact', 'desc');
  if (filters.sort === 'home') pageRows = pageRows.orderBy('o.home_rank');
  return pageRows.orderBy('o.availability', 'desc').orderBy('o.id');
}

export async function sortedPage(
  db: Kysely<Database>,
  matches: PartsQuery,
  filters: SearchFilters,
  page: { article: string; offset: number; limit: number; cap?: number },
): Promise<SortedPage> {
  const found = await sortedPageQuery(db, matches, filters, page).execute();
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0]) return { rows, total: Number(found[0].total) };
  if (page.offset === 0) return { rows, total: 0 };
  // A page past the end has no rows to carry the count: count on its own.
  return { rows, total: await countUpTo(db, matches, page.cap) };
}

/** How many parts `matches` has, or `cap` + 1 when there are more. */
export async function countUpTo(db: Kysely<Database>, matches: PartsQuery, cap?: number): Promise<number> {
  const ids = matches.select('id');
  const row = await db
    .selectFrom((cap === undefined ? ids : ids.limit(cap + 1)).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many parts match, counted only up to `cap` + 1 among the first `bound`
 * filtered parts as they lie in the table (all of them without a bound): a
 * short sequential read when matches are dense, where probing the trigram
 * index gathers all of them first. Null when the bound held at most `cap`
 * matches (then they are not all counted: count through the index).
 */
export async function countDenseUpTo(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: MatchTerms,
  cap: number,
  bound?: number,
): Promise<number | null> {
  const all = filteredParts(db, filters).select(['search_text', 'article_key']);
  const first = bound === undefined ? all : all.limit(Math.ceil(bound));
  const matches = db
    .selectFrom(first.as('w'))
    .select(sql<number>`1`.as('one'))
    .where(textMatches(terms, { onRows: true }))
    .limit(cap + 1);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > cap || bound === undefined ? n : null;
}

/**
 * The filtered parts in sort order as a walk reads them: only what the order
 * indexes carry (migration 0036), so that an unfiltered walk reads the index
 * alone; the page's rows are read by id afterwards.
 */
export function walkOrder(db: Kysely<Database>, filters: SearchFilters) {
  const parts = filteredParts(db, filters).select([
    'id',
    'home_rank',
    'availability',
    'search_text',
    'article_key',
  ]);
  return (filters.sort === 'home' ? parts.orderBy('home_rank') : parts)
    .orderBy('availability', 'desc')
    .orderBy('id');
}

/** The walk of `walkedPage`, for EXPLAIN and to run. */
export function walkedPageQuery(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: MatchTerms,
  page: { skipArticle: string | null; offset: number; limit: number; walkBound?: number },
) {
  const home = filters.sort === 'home';
  const ordered = walkOrder(db, filters);
  const first = page.walkBound === undefined ? ordered : ordered.limit(Math.ceil(page.walkBound));
  let walk = db
    .selectFrom(first.as('w'))
    .select(['w.id', 'w.home_rank', 'w.availability'])
    .where(textMatches(terms, { onRows: true }));
  if (home) walk = walk.orderBy('w.home_rank');
  if (page.skipArticle !== null) walk = walk.where('w.article_key', '<>', page.skipArticle);
  // The same order as the subquery's, so PostgreSQL stops at the page's end.
  const found = walk.orderBy('w.availability', 'desc').orderBy('w.id').limit(page.limit).offset(page.offset);
  let rows = db
    .selectFrom(found.as('f'))
    .innerJoin('parts', 'parts.id', 'f.id')
    .select(LIST_COLUMNS.map((column) => `parts.${column}` as const));
  if (home) rows = rows.orderBy('parts.home_rank');
  return rows.orderBy('parts.availability', 'desc').orderBy('parts.id');
}

/**
 * A page of the matches among the first `walkBound` filtered parts in sort
 * order (all of them without a bound): walks the order index and stops as
 * soon as the page is full. The text is tested on the rows walked (strpos()
 * and textregexeq(), forms no trigram index serves), so even unbounded it is
 * a walk that stops at the page, never a sort of every match.
 */
export function walkedPage(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: MatchTerms,
  page: { skipArticle: string | null; offset: number; limit: number; walkBound?: number },
): Promise<ListRow[]> {
  return walkedPageQuery(db, filters, terms, page).execute();
}
