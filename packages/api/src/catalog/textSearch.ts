// A page of a text query. Exact article matches come first, then the spec's
// order. There are two ways to a page:
//  - sort every match, taken through the trigram indexes: about `matches`
//    rows read, and the exact count comes with it;
//  - walk the sort index until the page is full: about
//    (offset + size) x parts / matches rows, cheap when matches are dense;
//    the count is then taken only up to the cap ("more than 1 000").
// The planner's estimate of the matches picks the cheaper way. The walk stops
// after as many parts as the sort's cost in rows (the estimated matches for
// one word; see sortRows for several), the sort
// after twice the estimated matches; past that (matches bunched late in the
// order, say mostly out of stock, or a bad estimate) the other way finishes
// the page, so a bad guess costs a few times the better way rather than a
// read of the whole table.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { countParts } from './partsRepository';
import {
  countDenseUpTo,
  countUpTo,
  inSortOrder,
  matchingParts,
  sortedPage,
  testsPerRow,
  throughIndexes,
  walkedPage,
  type ListRow,
  type MatchTerms,
  type PartsQuery,
  type SearchFilters,
} from './searchSql';
import type { SearchTerms } from './searchText';

export interface TextPage {
  rows: ListRow[];
  /** Matching parts, at most `cap`. */
  total: number;
  /** True when more than `cap` parts match. */
  totalIsCapped: boolean;
}

// Probing the trigram index for a word costs about 0.15 us per part that has
// it; checking a word on a part read anyway about 2.5 us. So a word is left
// out of the index probe only when it is in 20 times as many parts as the
// rarest word of the query ("minarelli yamaha": 1 040 and 28 920).
const COMMON_RATIO = 20;
/** From this many parts a walk is weighed as at a million parts, not as at 100 000. */
const LARGE_CATALOGUE = 500_000;

const counted = (rows: ListRow[], matches: number, cap: number): TextPage => ({
  rows,
  total: Math.min(matches, cap),
  totalIsCapped: matches > cap,
});

export async function textSearchPage(
  db: Kysely<Database>,
  filters: SearchFilters,
  searchTerms: SearchTerms,
  offset: number,
  cap: number,
): Promise<TextPage> {
  const [estimate, parts, words] = await Promise.all([
    estimatedRows(db, matchingParts(db, filters, searchTerms)),
    countParts(db),
    wordEstimates(db, filters, searchTerms),
  ]);
  const terms: MatchTerms = { ...searchTerms, unindexed: words.common };
  const matches = Math.max(1, estimate);
  // Over the whole catalogue: with a category or new-only filter the walk
  // reads fewer parts than this, so sorting is preferred a little too often.
  const walkRows = ((offset + filters.pageSize) * parts) / matches;
  // Sorting reads the matches, and first builds the bitmaps of the words
  // probed in the index, an entry costing about a COMMON_RATIO-th of a row.
  // With several words it reads the parts of the words it probes (with their
  // trigrams, at least twice the matches): issue 21, a million parts,
  // "колодки yamaha", 7 000 matches, built bitmaps of 27 200 and 300 000
  // entries and read 19 000 rows, 380 ms, where the walk meets 24 matches in
  // 2 400 rows, 21 ms.
  const probedRows = words.probedEstimates.reduce(
    (rows, estimate) => (rows * estimate) / Math.max(1, parts),
    parts,
  );
  const sortRows =
    words.rarest === null ? matches : Math.max(probedRows, 2 * matches) + words.probed / COMMON_RATIO;
  // Its LIMIT is never below the estimate, so the planner does not bet on a
  // sequential scan stopping early: it takes the trigram indexes.
  const sort = (setCap?: number) =>
    sortedPage(db, matchingParts(db, filters, terms), filters, {
      article: terms.article,
      offset,
      limit: filters.pageSize,
      cap: setCap,
    });

  // A walked row costs about twice a sorted one at 100 000 parts: it is read
  // at random, and matches are seldom spread evenly over the order. At a
  // million, sorting reads thousands of rows at random from a table far past
  // shared buffers and a walked row costs about half a sorted one (issue 21:
  // "карбюратор yamaha", "поршень yamaha" sorted all their matches in
  // 70-350 ms; with this weight the name p95 went 57 -> 40 ms, idle).
  const walkWeight = parts >= LARGE_CATALOGUE ? 0.5 : 2;
  if (walkWeight * walkRows >= sortRows) {
    const setCap = Math.ceil(Math.max(cap, 2 * matches));
    const sorted = await sort(setCap);
    if (sorted.total <= setCap) return counted(sorted.rows, sorted.total, cap);
    // More than setCap matches: a walk meets the page's within four times the
    // parts that hold them if spread evenly ("колодки sheng-e", 8 400 of a
    // million, guessed 2 951: 160 ms sorting them all, 25 ms walking).
    const bound = (4 * (offset + filters.pageSize) * parts) / (setCap + 1);
    const walked =
      (await walkWithExactFirst(db, filters, terms, offset, bound)) ??
      (await walkWithExactFirst(db, filters, terms, offset));
    return counted(walked ?? [], sorted.total, cap);
  }
  // The count stops at cap + 1 matches: when they are at least an eighth of
  // the rarest word's parts, probing that word alone and checking the others
  // on its rows reads at most 8 x (cap + 1) rows, where probing a common word
  // too builds its whole bitmap ("аккумулятор yamaha": 300 000 entries).
  const rarestOnly = words.rarest !== null && 8 * matches >= words.estimates[words.rarest]!;
  const countTerms: MatchTerms = rarestOnly
    ? { ...terms, unindexed: new Set(words.estimates.flatMap((_, i) => (i === words.rarest ? [] : [i]))) }
    : terms;
  const throughIndex = () =>
    throughIndexes(db, (trx) => countUpTo(trx, matchingParts(trx, filters, countTerms), cap));
  // Or read the table in its own order until cap + 1 matches, which dense
  // matches reach sooner (issue 21, a million parts: "прокладка", a fifth of
  // the parts, in 5 000 rows against a bitmap of 200 000 entries). In rows
  // read in table order (0.7-0.8 us), measured at 100 000 and a million
  // parts: a substring test on a row costs about 0.3 of one, a bitmap entry
  // 0.4, a row fetched at random 8 (5-10 while the table fits in shared
  // buffers, 20 past them). So "LP-12" (36 000 matches of a million, 6 tests
  // a row) is counted through its index (33 ms, not 112 ms reading 28 000
  // rows), "аккумулятор" (78 600, 3 tests) by reading (14 ms, not 64 ms).
  // The read stops at four times its expected rows, which must leave part
  // of the table unread: with matches near the cap it would read all of it
  // to no avail ("lipai", 970 of 5 000 parts: 21 ms, then the index 2 ms).
  const denseRows = ((cap + 1) * parts) / matches;
  const probed = rarestOnly ? words.estimates[words.rarest!]! : words.probed || matches;
  const candidates = rarestOnly ? probed : matches;
  const denseCost = denseRows * (1 + 0.3 * testsPerRow(terms));
  const indexCost = 0.4 * probed + (8 * (cap + 1) * candidates) / matches;
  const count = async () =>
    4 * denseRows < parts && denseCost < indexCost
      ? ((await countDenseUpTo(db, filters, terms, cap, 4 * denseRows)) ?? (await throughIndex()))
      : throughIndex();
  const [total, walked] = await Promise.all([
    count(),
    walkWithExactFirst(db, filters, terms, offset, sortRows),
  ]);
  return counted(walked ?? (await sort()).rows, total, cap);
}

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

interface WordEstimates {
  /** The planner's estimate of each word's parts (none for a single word). */
  estimates: number[];
  /** The index of the rarest word, null for a single word. */
  rarest: number | null;
  /**
   * Words the planner expects in over COMMON_RATIO times as many parts as the
   * rarest one: they are checked on the rows the others find.
   */
  common: ReadonlySet<number>;
  /** Bitmap entries of the words probed in the index (0 for a single word). */
  probed: number;
  /** The estimates of the words probed in the index (none for a single word). */
  probedEstimates: number[];
}

async function wordEstimates(
  db: Kysely<Database>,
  filters: SearchFilters,
  terms: SearchTerms,
): Promise<WordEstimates> {
  if (terms.tokens.length < 2)
    return { estimates: [], rarest: null, common: new Set(), probed: 0, probedEstimates: [] };
  const estimates = await Promise.all(
    terms.tokens.map((variants) =>
      estimatedRows(db, matchingParts(db, filters, { tokens: [variants], article: '' })),
    ),
  );
  const least = Math.min(...estimates);
  const common = new Set(estimates.flatMap((estimate, i) => (estimate > COMMON_RATIO * least ? [i] : [])));
  const probedEstimates = estimates.filter((_, i) => !common.has(i));
  const probed = probedEstimates.reduce((sum, estimate) => sum + estimate, 0);
  return { estimates, rarest: estimates.indexOf(least), common, probed, probedEstimates };
}

type PlanJson = Array<{ Plan: { 'Plan Rows': number } }>;

/**
 * The planner's estimate of the rows of `query` (the "count estimate" of the
 * PostgreSQL wiki): well under a millisecond, and for the benchmark's words
 * within a factor of 3 of the real count; articles are overestimated.
 */
async function estimatedRows(db: Kysely<Database>, query: PartsQuery): Promise<number> {
  const compiled = query.select('id').compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': PlanJson | string }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed: PlanJson = typeof plan === 'string' ? (JSON.parse(plan) as PlanJson) : (plan ?? []);
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}
