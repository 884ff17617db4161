// The admin's parts list: the buyer's server search (name, article, brand,
// cross numbers) plus the admin's filters, archived parts on request.
import type { Kysely } from 'kysely';
import type { AdminPartsListInput } from '@shop/schemas';
import type { Database } from '@shop/db';
import type { z } from '@shop/schemas';
import type { adminPartsListInput } from '@shop/schemas';
import { searchParts } from '../../catalog/searchRepository';
import { ADMIN_PART_COLUMNS, photosOf, toAdminPart } from './partAdminView';

export async function listAdminParts(db: Kysely<Database>, input: z.output<typeof adminPartsListInput>) {
  const page = await searchParts(db, input);
  const ids = page.rows.map((row) => row.id);
  const [rows, photos] = await Promise.all([
    ids.length === 0
      ? []
      : db.selectFrom('parts').select(ADMIN_PART_COLUMNS).where('id', 'in', ids).execute(),
    photosOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    // In the search's order.
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminPart(row, photos.get(id) ?? [])] : [];
    }),
    total: page.total,
    totalIsCapped: page.totalIsCapped,
    page: input.page,
    pageSize: input.pageSize,
  };
}
export type { AdminPartsListInput };
