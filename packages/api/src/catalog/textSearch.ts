// A page of a text query. Exact article matches come first, then the spec's
// order. There are two ways to a page:
//  - sort the matches taken through the trigram indexes (only their sort
//    keys): about `matches` rows read, and the exact count comes with it;
//  - walk the sort index until the page is full: about
//    (offset + size) x parts / matches rows, cheap when matches are dense;
//    the count is then taken only up to the cap ("more than 1 000"), by
//    reading the table in its own order or through the index.
// Which way costs less is asked of PostgreSQL (issue 32): EXPLAIN gives each
// query's cost in the planner's own units, from its statistics of the data at
// hand and its settings (random_page_cost, effective_cache_size against the
// table's size). No figure here was fitted on one catalogue, and nothing
// depends on the catalogue's size. Each attempt is bounded by the other way's
// cost: a walk stops after the rows that cost as much as the sort, a sort
// after the matches that cost as much as the walk, a read in table order after
// the rows that cost as much as the index count; then the other way finishes.
// So a bad estimate costs about twice the better way, not a read of the table.
//
// Every word of a query has trigrams to look up (searchText.ts, reachOf: a
// word of one or two letters or digits is looked for at a word's start,
// where the index has it), so no word makes a plan read every part for want
// of an index entry ('zq' read a million parts, 2-4 s).
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import {
  countDenseUpTo,
  countUpTo,
  filteredParts,
  inSortOrder,
  matchingParts,
  sortedPage,
  sortedPageQuery,
  throughIndexes,
  walkedPage,
  type ListRow,
  type MatchTerms,
  type SearchFilters,
  walkOrder,
} from './searchSql';
import type { SearchTerms } from './searchText';

export interface TextPage {
  rows: ListRow[];
  /** Matching parts, at most `cap`. */
  total: number;
  /** True when more than `cap` parts match. */
  totalIsCapped: boolean;
}

/** The way to a page that textSearchPage chose; runPlan follows it. */
export interface SearchPlan {
  /** Tokens (by index) tested on rows found otherwise, never looked up in a trigram index. */
  unindexed: number[];
  /** 'sort': every match through the indexes, 'walk': the sort index until the page is full. */
  page: 'sort' | 'walk';
  /**
   * sort: how many matches are sorted before a walk finishes the page instead;
   * walk: how many parts are walked before an unbounded walk does.
   */
  pageBound: number;
  /** How a walked page is counted: reading the table in its order, or through the index. */
  count: 'dense' | 'index';
  /** dense: parts read in table order before the index counts instead (all without a bound). */
  countBound?: number;
}

/** A bound as a LIMIT: none when infinite, and within bigint when huge (a cost near 0). */
const asLimit = (bound: number | undefined) =>
  bound === undefined || !Number.isFinite(bound) ? undefined : Math.min(Math.ceil(bound), 1e15);

const counted = (rows: ListRow[], matches: number, cap: number): TextPage => ({
  rows,
  total: Math.min(matches, cap),
  totalIsCapped: matches > cap,
});

export async function textSearchPage(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: SearchTerms,
  offset: number,
  cap: number,
): Promise<TextPage> {
  return runPlan(db, filters, terms, offset, cap, await planSearch(db, filters, terms, offset, cap));
}

/** Follows `plan`: every plan gives the page and count plain SQL would, only the work differs. */
export async function runPlan(
  db: Kysely<Database>,
  filters: SearchFilters,
  searchTerms: SearchTerms,
  offset: number,
  cap: number,
  plan: SearchPlan,
): Promise<TextPage> {
  const terms: MatchTerms = { ...searchTerms, unindexed: new Set(plan.unindexed) };
  // The room a bounded attempt that ran out gets as a sort.
  const retryCap = (bound: number) => Math.max(cap, Math.min(bound * RETRY_GROWTH, 1e15));
  const sorted = (setCap: number) =>
    sortedPage(db, matchingParts(db, filters, terms), filters, {
      article: terms.article,
      offset,
      limit: filters.pageSize,
      cap: setCap,
    });
  if (plan.page === 'sort') {
    // More matches than the walk would have cost: the estimate was off (by
    // 10-80x at times). Once more with RETRY_GROWTH times the room, which
    // bounds what a wrong guess costs, then the walk finishes the page.
    let setCap = Math.max(cap, asLimit(plan.pageBound) ?? 1e15);
    let page = await sorted(setCap);
    if (page.total > setCap) {
      setCap = retryCap(setCap);
      page = await sorted(setCap);
    }
    if (page.total <= setCap) return counted(page.rows, page.total, cap);
    const walked = await walkWithExactFirst(db, filters, terms, offset);
    return counted(walked ?? [], page.total, cap);
  }
  const throughIndex = () =>
    throughIndexes(db, (trx) => countUpTo(trx, matchingParts(trx, filters, terms), cap));
  const count = async () =>
    plan.count === 'dense'
      ? ((await countDenseUpTo(db, filters, terms, cap, asLimit(plan.countBound))) ?? (await throughIndex()))
      : throughIndex();
  const [total, walked] = await Promise.all([
    count(),
    walkWithExactFirst(db, filters, terms, offset, asLimit(plan.pageBound)),
  ]);
  if (walked) return counted(walked, total, cap);
  // The walk ran out of its bound: the matches are sparser, or later in the
  // sort order, than estimated. A sort of up to RETRY_GROWTH times as many
  // matches as the parts it walked (each a row read at random, as a walked
  // part) finishes the page when they are that few; else the walk goes on.
  const walkBound = asLimit(plan.pageBound);
  if (walkBound !== undefined && plan.unindexed.length < searchTerms.tokens.length) {
    const setCap = retryCap(walkBound);
    const page = await sorted(setCap);
    if (page.total <= setCap) return counted(page.rows, page.total, cap);
  }
  return counted((await walkWithExactFirst(db, filters, terms, offset)) ?? [], total, cap);
}

/** How much more room a bounded attempt that ran out gets as a sort before the walk finishes the page. */
const RETRY_GROWTH = 4;

/**
 * Exact article matches (through the article index), then the rest of the
 * page from a walk of the sort index over at most `walkBound` parts; null
 * when that walk did not fill the page.
 */
async function walkWithExactFirst(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: MatchTerms,
  offset: number,
  walkBound?: number,
): Promise<ListRow[] | null> {
  const article = terms.article;
  const exact = article
    ? await inSortOrder(
        matchingParts(db, filters, terms).where('article_key', '=', article),
        filters.sort,
      ).execute()
    : [];
  const fromExact = exact.slice(offset, offset + filters.pageSize);
  const limit = filters.pageSize - fromExact.length;
  if (limit === 0) return fromExact;
  const walked = await walkedPage(db, filters, terms, {
    skipArticle: exact.length > 0 ? article : null,
    offset: Math.max(0, offset - exact.length),
    limit,
    walkBound,
  });
  if (walkBound !== undefined && walked.length < limit) return null;
  return [...fromExact, ...walked];
}

/** Rows and cost of a query as the PostgreSQL planner estimates them. */
interface Estimate {
  rows: number;
  cost: number;
}

type PlanJson = Array<{ Plan: { 'Plan Rows': number; 'Total Cost': number } }>;

/** EXPLAIN without running: well under a millisecond. */
async function estimate(db: Kysely<Database>, query: Compilable): Promise<Estimate> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': PlanJson | string }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed: PlanJson = typeof plan === 'string' ? (JSON.parse(plan) as PlanJson) : (plan ?? []);
  return { rows: parsed[0]?.Plan['Plan Rows'] ?? 0, cost: parsed[0]?.Plan['Total Cost'] ?? 0 };
}

/** Estimates with sequential scans off, as the index counts run (throughIndexes). */
const estimateThroughIndexes = (db: Kysely<Database>, queries: (trx: Kysely<Database>) => Compilable[]) =>
  throughIndexes(db, async (trx) => {
    const found: Estimate[] = [];
    for (const query of queries(trx)) found.push(await estimate(trx, query));
    return found;
  });

/** Chooses the way to the page and the count from the planner's estimates. */
export async function planSearch(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: SearchTerms,
  offset: number,
  cap: number,
): Promise<SearchPlan> {
  // The matches as LIKE estimates them (strpos() has no statistics); each
  // wave of estimates runs side by side, a round trip each.
  const [unindexed, [matches, walkAll, readAll]] = await Promise.all([
    wordsToTestOnRows(db, filters, terms),
    Promise.all([
      estimate(db, matchingParts(db, filters, terms).select('id')),
      estimate(db, walkOrder(db, filters)),
      estimate(db, filteredParts(db, filters).select(['search_text', 'article_key'])),
    ]),
  ]);
  const matchTerms: MatchTerms = { ...terms, unindexed: new Set(unindexed) };
  const expected = Math.max(1, matches.rows);
  // The index count is wanted only when the walk wins; it is estimated
  // beside the sort rather than after it.
  const [sort, indexCount] = await Promise.all([
    estimate(
      db,
      sortedPageQuery(db, matchingParts(db, filters, matchTerms), filters, {
        article: terms.article,
        offset,
        limit: filters.pageSize,
        cap: Math.max(cap, Math.ceil(expected)),
      }),
    ),
    estimateThroughIndexes(db, (trx) => [countQuery(trx, matchingParts(trx, filters, matchTerms), cap)]).then(
      ([found]) => found!,
    ),
  ]);
  // The walk reads the share of the sort index that holds the page's matches if spread evenly.
  const walkCost = walkAll.cost * Math.min(1, (offset + filters.pageSize) / expected);
  const costPerWalkedPart = walkAll.cost / Math.max(1, walkAll.rows);
  if (sort.cost <= walkCost) {
    return {
      unindexed,
      page: 'sort',
      pageBound: (expected * walkCost) / Math.max(sort.cost, Number.MIN_VALUE),
      count: 'index',
    };
  }
  // The walk runs beside the count, and a walk that runs out of its bound
  // is finished by a sort when the count shows few matches: so it is
  // bounded by the cheaper of the two (issue 32: '4KN-F7297-00' walked
  // 93 000 parts, 1.3 s, for a page of 200 matches the count found in 130 ms).
  const pageBound = Math.min(sort.cost, indexCount.cost) / Math.max(costPerWalkedPart, Number.MIN_VALUE);
  const denseCost = readAll.cost * Math.min(1, (cap + 1) / expected);
  if (denseCost < indexCount.cost) {
    const costPerReadPart = readAll.cost / Math.max(1, readAll.rows);
    return {
      unindexed,
      page: 'walk',
      pageBound,
      count: 'dense',
      countBound: indexCount.cost / Math.max(costPerReadPart, Number.MIN_VALUE),
    };
  }
  return { unindexed, page: 'walk', pageBound, count: 'index' };
}

/** countUpTo's query, for EXPLAIN. */
function countQuery(db: Kysely<Database>, matches: ReturnType<typeof matchingParts>, cap: number) {
  return db
    .selectFrom(
      matches
        .select('id')
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'));
}

/**
 * Which words to test on the rows the others find rather than look up in the
 * trigram index: none, or, when the planner finds it cheaper, every word but
 * the rarest (probing a word in a third of the catalogue builds a bitmap of
 * all its parts). Not for the index count: one that stops at the cap reads
 * fewer of the rarest word's rows, which the planner's estimate favours, but
 * it assumes the words independent, and words that seldom meet ('minarelli
 * yamaha' at the varied million) read all of them: 82 -> 480 ms.
 */
async function wordsToTestOnRows(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: SearchTerms,
): Promise<number[]> {
  if (terms.tokens.length < 2) return [];
  const words = await Promise.all(
    terms.tokens.map((variants) =>
      estimate(db, matchingParts(db, filters, { tokens: [variants], article: '' })),
    ),
  );
  const rarest = words.reduce((best, word, i) => (word.rows < words[best]!.rows ? i : best), 0);
  const rarestOnly = terms.tokens.flatMap((_, i) => (i === rarest ? [] : [i]));
  const [all, one] = await estimateThroughIndexes(db, (trx) =>
    [[], rarestOnly].map((unindexed) =>
      matchingParts(trx, filters, { ...terms, unindexed: new Set(unindexed) }).select('id'),
    ),
  );
  return one!.cost < all!.cost ? rarestOnly : [];
}
