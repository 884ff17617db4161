// The fixed query set replayed by the benchmark: article fragments as buyers
// type them, common and rare words, wrong-layout words, and empty queries
// with filters and deep pages. Deterministic for a given catalogue.
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

export function benchmarkQueries(articles: string[]): CatalogSearchInput[] {
  const queries: CatalogSearchInput[] = [];
  for (const article of articles.slice(0, 40)) {
    queries.push({ query: article });
    queries.push({ query: article.replace(/[-.]/g, ' ').toLowerCase() });
    queries.push({ query: article.slice(0, 5) });
  }
  for (const word of [...COMMON, ...RARE]) {
    queries.push(
      { query: word },
      { query: russianKeysToLatin(word) },
      { query: `${word} yamaha`, sort: 'catalog' },
    );
  }
  for (const categoryId of CATEGORIES) {
    for (const page of [1, 2, 20]) {
      queries.push({ query: '', categoryId, page, sort: 'catalog', pageSize: 12 });
      queries.push({ query: '', categoryId, page, newOnly: page === 1 });
    }
  }
  for (const page of [1, 5, 50, 100])
    queries.push({ query: '', page }, { query: '', page, sort: 'catalog', pageSize: 12 });
  return queries;
}
