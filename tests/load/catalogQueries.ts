// The fixed query set replayed by the benchmark: article fragments as buyers
// type them, common and rare words, wrong-layout words, brands, cross
// numbers, and empty queries with filters and deep pages. Each is labelled
// with what it searches by, so the report gives a p95 per kind. Deterministic
// for a given catalogue.
import { sql, type Database, type Kysely } from '@shop/db';
import type { CatalogSearchInput } from '@shop/schemas';
import { russianKeysToLatin } from '../../packages/api/src/catalog/keyboardLayout';

const COMMON = [
  'прокладка',
  'поршень',
  'фильтр',
  'колодки',
  'аккумулятор',
  'yamaha',
  'ремень',
  'свеча',
  'диск',
  'фара',
];
const RARE = [
  'вариатора',
  'сальник',
  'minarelli',
  'коленвал',
  'амортизатор',
  'карбюратор',
  'стартер',
  'трамблер',
  'zzqx',
  'gilera',
];
const CATEGORIES = ['engine', 'batteries', 'wheels', 'brakes', 'electrics', 'body'];
const BRANDS = ['sheng-e', 'shenge', 'lipai', 'motopart', 'yamaha'];

export type QueryKind = 'article' | 'name' | 'brand' | 'cross' | 'browse' | 'hostile';

/**
 * Shapes that break plans tuned on one data set (issue 32): words with no
 * trigram, 3-4 character article fragments, a common word mostly out of
 * stock in the catalogue's order, bearing numbers shared by several brands,
 * eight words, digits only, an article being typed.
 */
const HOSTILE: CatalogSearchInput[] = [
  { query: 'zq' },
  { query: '№' },
  { query: '--' },
  { query: 'lp 02' },
  { query: 'lp 0231' },
  { query: 'e44' },
  { query: '.04' },
  { query: 'gw0' },
  { query: '2rs' },
  { query: '0231' },
  { query: 'сайлентблок', sort: 'catalog' },
  { query: 'сайлентблок', sort: 'catalog', page: 20 },
  { query: '6203' },
  { query: '6203 skf' },
  { query: 'прокладка цилиндра усиленный honda dio af 18 комплект' },
  { query: 'ремень вариатора оригинальный yamaha jog 3kj 27 sheng-e' },
  { query: '12345' },
  { query: '000' },
  { query: 'liquimoly' },
  { query: 'liqui moly масло', sort: 'catalog' },
];

export interface BenchQuery {
  kind: QueryKind;
  input: CatalogSearchInput;
}

/** `articles`: 40 articles of the catalogue; `crossNumbers`: up to 10 cross numbers (none in the demo). */
export function benchmarkQueries(articles: string[], crossNumbers: string[] = []): BenchQuery[] {
  const queries: BenchQuery[] = [];
  const add = (kind: QueryKind, ...inputs: CatalogSearchInput[]) =>
    queries.push(...inputs.map((input) => ({ kind, input })));
  for (const article of articles.slice(0, 40)) {
    add(
      'article',
      { query: article },
      { query: article.replace(/[-.]/g, ' ').toLowerCase() },
      { query: article.slice(0, 5) },
    );
  }
  for (const word of [...COMMON, ...RARE]) {
    add(
      'name',
      { query: word },
      { query: russianKeysToLatin(word) },
      { query: `${word} yamaha`, sort: 'catalog' },
    );
  }
  for (const brand of BRANDS) add('brand', { query: brand }, { query: `колодки ${brand}` });
  for (const number of crossNumbers.slice(0, 10)) {
    add('cross', { query: number }, { query: number.replace(/[-.\s]/g, '').toLowerCase() });
  }
  for (const categoryId of CATEGORIES) {
    for (const page of [1, 2, 20]) {
      add(
        'browse',
        { query: '', categoryId, page, sort: 'catalog', pageSize: 12 },
        { query: '', categoryId, page, newOnly: page === 1 },
      );
    }
  }
  add('hostile', ...HOSTILE);
  for (const page of [1, 5, 50, 100])
    add('browse', { query: '', page }, { query: '', page, sort: 'catalog', pageSize: 12 });
  return queries;
}

/** The query set for the catalogue in `db`: articles of its first parts, cross numbers spread over it. */
export async function catalogueQueries(db: Kysely<Database>) {
  const articles = (
    await db
      .selectFrom('parts')
      .select('part_number')
      .where('id', '<=', 5000)
      .orderBy('id')
      .limit(400)
      .execute()
  )
    .filter((_, i) => i % 10 === 0)
    .map((r) => r.part_number);
  // Cross numbers of parts spread over the whole catalogue (the demo has none).
  const crossNumbers = (
    await sql<{ number: string }>`
      select number from part_cross_numbers
      where part_id in (select (n * (select max(id) from parts) / 11)::int from generate_series(1, 10) n)
      order by part_id`.execute(db)
  ).rows.map((r) => r.number);
  return benchmarkQueries(articles, crossNumbers);
}
