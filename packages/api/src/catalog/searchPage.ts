// One page of catalog.search for a buyer: the matching parts at the buyer's
// prices with their pictures. The procedure and the same-SQL route of
// bench:catalog both call this, so the benchmark compares like with like.
import type { Database, Kysely } from '@shop/db';
import { clientTerms } from '../pricing/clientTerms';
import { imagesByPart } from './partsRepository';
import { toPartListItem } from './partShape';
import { searchParts, type SearchFilters } from './searchRepository';

export async function searchPage(db: Kysely<Database>, userId: number, input: SearchFilters) {
  const [{ rows, total, totalIsCapped }, terms] = await Promise.all([
    searchParts(db, input),
    clientTerms(db, userId),
  ]);
  const images = await imagesByPart(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toPartListItem(row, images.get(row.id) ?? [], terms.discountPercent)),
    total,
    totalIsCapped,
    page: input.page,
    pageSize: input.pageSize,
  };
}
