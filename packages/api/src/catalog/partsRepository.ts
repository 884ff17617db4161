// Reads of the catalogue tables. Functions take `db` first so a service can
// pass a transaction instead.
import type { Kysely } from 'kysely';
import type { Database, PartRow } from '@shop/db';

/** The columns of a part in a list: the Part of spec section 3 without its description. */
export const LIST_COLUMNS = [
  'id',
  'name',
  'category_id',
  'part_number',
  'brand',
  'price',
  'retail_price',
  'availability',
  'created_at',
  'updated_at',
] as const;
export type ListColumnsRow = Pick<PartRow, (typeof LIST_COLUMNS)[number]>;

/** The whole Part of spec section 3 (product page, part dialog, export). */
const PRODUCT_COLUMNS = [...LIST_COLUMNS, 'description'] as const;

/** The buyer's categories: archived ones are hidden. */
export function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'description'])
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .execute();
}

/** The buyer's whole price list: archived parts are hidden. */
export function listAllParts(db: Kysely<Database>) {
  return db
    .selectFrom('parts')
    .select(PRODUCT_COLUMNS)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Image urls of every part, grouped by part id, in display order. */
export async function imagesByPart(db: Kysely<Database>, partIds?: number[]): Promise<Map<number, string[]>> {
  let query = db.selectFrom('part_images').select(['part_id', 'url']).orderBy('part_id').orderBy('position');
  if (partIds) {
    if (partIds.length === 0) return new Map();
    query = query.where('part_id', 'in', partIds);
  }
  const grouped = new Map<number, string[]>();
  for (const row of await query.execute()) {
    const list = grouped.get(row.part_id) ?? [];
    list.push(row.url);
    grouped.set(row.part_id, list);
  }
  return grouped;
}

export async function catalogLastUpdated(db: Kysely<Database>): Promise<Date> {
  const row = await db
    .selectFrom('catalog_meta')
    .select('last_updated')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.last_updated ?? new Date(0);
}

/** A part the buyer may see: an archived part is not found. */
export function findPart(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('parts')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** Every product page for the sitemap: id and when it last changed. */
export function listProductIdsForSitemap(
  db: Kysely<Database>,
): Promise<Array<{ id: number; updatedAt: Date }>> {
  return db
    .selectFrom('parts')
    .select(['id', 'updated_at as updatedAt'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The catalogue's size, kept by triggers on parts (migration 0007). */
export async function countParts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalog_meta').select('part_count').where('id', '=', 1).executeTakeFirst();
  return row?.part_count ?? 0;
}
