// A part as the admin sees it: every field (archived too), its cross numbers,
// analogues, photos with their renditions, and its history.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { AppError } from '../../errors';
import { crossNumbersOf } from '../../catalog/analogues';
import { auditOf } from './auditLog';

export const ADMIN_PART_COLUMNS = [
  'id',
  'name',
  'part_number',
  'brand',
  'category_id',
  'price',
  'retail_price',
  'availability',
  'description',
  'marked_new',
  'archived_at',
  'updated_at',
] as const;

export interface AdminPhoto {
  id: number;
  url: string;
  position: number;
}

export async function photosOf(db: Kysely<Database>, partIds: number[]): Promise<Map<number, AdminPhoto[]>> {
  const byPart = new Map<number, AdminPhoto[]>();
  if (partIds.length === 0) return byPart;
  const rows = await db
    .selectFrom('part_images')
    .select(['id', 'part_id', 'url', 'position'])
    .where('part_id', 'in', partIds)
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byPart.get(row.part_id) ?? [];
    list.push({ id: row.id, url: row.url, position: row.position });
    byPart.set(row.part_id, list);
  }
  return byPart;
}

type AdminPartRow = {
  id: number;
  name: string;
  part_number: string;
  brand: string;
  category_id: string;
  price: number;
  retail_price: number | null;
  availability: number;
  description: string;
  marked_new: boolean;
  archived_at: Date | null;
  updated_at: Date;
};

export function toAdminPart(row: AdminPartRow, photos: AdminPhoto[]) {
  return {
    id: row.id,
    name: row.name,
    partNumber: row.part_number,
    brand: row.brand,
    categoryId: row.category_id,
    priceKopecks: row.price,
    retailPriceKopecks: row.retail_price,
    availability: row.availability,
    description: row.description,
    markedNew: row.marked_new,
    archived: row.archived_at !== null,
    archivedAt: row.archived_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    photos,
  };
}
export type AdminPart = ReturnType<typeof toAdminPart>;

export async function loadAdminPartRow(db: Kysely<Database>, id: number): Promise<AdminPartRow> {
  const row = await db.selectFrom('parts').select(ADMIN_PART_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', t('admin:catalog.errors.partNotFound'));
  return row;
}

/** Articles of the parts linked to `id` as analogues. */
async function analogueArticlesOf(db: Kysely<Database>, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('part_analogues as a')
    .innerJoin('parts as p', 'p.id', 'a.analogue_id')
    .select('p.part_number')
    .where('a.part_id', '=', id)
    .orderBy('p.part_number')
    .execute();
  return rows.map((r) => r.part_number);
}

export async function adminPartDetail(db: Kysely<Database>, id: number) {
  const row = await loadAdminPartRow(db, id);
  const [photos, crossNumbers, analogueArticles, history] = await Promise.all([
    photosOf(db, [id]),
    crossNumbersOf(db, id),
    analogueArticlesOf(db, id),
    auditOf(db, 'part', id),
  ]);
  return { ...toAdminPart(row, photos.get(id) ?? []), crossNumbers, analogueArticles, history };
}

/** The editable fields as the audit log records them. */
export async function auditSnapshot(db: Kysely<Database>, id: number) {
  // The part's own fields as the admin sees them, without the bookkeeping ones.
  const {
    id: _id,
    archivedAt: _archivedAt,
    updatedAt: _updatedAt,
    photos: _photos,
    ...fields
  } = toAdminPart(await loadAdminPartRow(db, id), []);
  return {
    ...fields,
    crossNumbers: await crossNumbersOf(db, id),
    analogueArticles: await analogueArticlesOf(db, id),
  };
}
