// A batch of import.xml products, written with a few set-based statements.
// A product is found by its 1C Ид; failing that, a part first made in the
// shop with the same article (and no Ид yet) is linked, never doubled.
// `Удален` archives; a product sent again comes back from the archive.
import { sql, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { articleKey } from '../../catalog/searchText';
import { ExchangeFailure } from '../failure';
import type { ProductRecord } from '../xml/catalogDocument';
import { categoriesOfGroups, ensureUngroupedCategory } from './groups';

export interface CatalogCounts {
  created: number;
  updated: number;
  archived: number;
}

export interface ProductBatchResult {
  /** The part of each product written, for its pictures. */
  partIds: Map<string, number>;
}

async function categoryOf(trx: Transaction<Database>, products: ProductRecord[]) {
  const groups = await categoriesOfGroups(
    trx,
    products.flatMap((p) => (p.groupId ? [p.groupId] : [])),
  );
  const unknown = products.find((p) => p.groupId && !groups.has(p.groupId));
  if (unknown)
    throw new ExchangeFailure(
      t('admin:exchange1c.protocol.unknownGroup', {
        product: unknown.name,
        id: unknown.id,
        group: unknown.groupId ?? '',
      }),
    );
  const ungrouped = products.some((p) => !p.groupId) ? await ensureUngroupedCategory(trx) : null;
  return (p: ProductRecord) => (p.groupId ? groups.get(p.groupId)! : ungrouped);
}

/** Parts already keyed by these Ид, then shop parts (no Ид yet) with the same article. */
async function existingParts(trx: Transaction<Database>, products: ProductRecord[]) {
  const found = new Map<string, number>();
  const rows = await trx
    .selectFrom('parts')
    .select(['id', 'onec_id'])
    .where(
      'onec_id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  for (const row of rows) found.set(row.onec_id!, row.id);
  const unlinked = products.filter((p) => !found.has(p.id));
  if (unlinked.length === 0) return found;
  const byArticle = await sql<{ id: number; article_key: string }>`
    select distinct on (article_key) id, article_key from parts
    where onec_id is null and article_key = any(${unlinked.map((p) => articleKey(p.article))}::text[])
    order by article_key, id`.execute(trx);
  const taken = new Set<number>();
  const keyed = new Map(byArticle.rows.map((r) => [r.article_key, r.id]));
  for (const p of unlinked) {
    const id = keyed.get(articleKey(p.article));
    if (id !== undefined && !taken.has(id)) {
      found.set(p.id, id);
      taken.add(id);
    }
  }
  return found;
}

/** The article, or (when another part holds it already) the article with the Ид's start. */
async function freeArticles(trx: Transaction<Database>, products: ProductRecord[]): Promise<string[]> {
  const rows = await trx
    .selectFrom('parts')
    .select('part_number')
    .where(
      'part_number',
      'in',
      products.map((p) => p.article),
    )
    .execute();
  const used = new Set(rows.map((r) => r.part_number));
  return products.map((p) => {
    const article = used.has(p.article) ? `${p.article} (${p.id.slice(0, 8)})` : p.article;
    used.add(article);
    return article;
  });
}

async function insertNew(
  trx: Transaction<Database>,
  products: ProductRecord[],
  category: (p: ProductRecord) => string | null,
  exchangeId: number,
) {
  if (products.length === 0) return new Map<string, number>();
  const articles = await freeArticles(trx, products);
  const rows = await sql<{ id: number; onec_id: string }>`
    insert into parts (name, category_id, part_number, brand, price, availability, description, onec_id, onec_seen_exchange)
    select u.name, u.category_id, u.part_number, u.brand, 0, 0, u.description, u.onec_id, ${exchangeId}::int
    from unnest(${products.map((p) => p.name)}::text[], ${products.map(category)}::text[], ${articles}::text[],
      ${products.map((p) => p.brand ?? '')}::text[], ${products.map((p) => p.description ?? '')}::text[],
      ${products.map((p) => p.id)}::text[]) as u(name, category_id, part_number, brand, description, onec_id)
    returning id, onec_id`.execute(trx);
  return new Map(rows.rows.map((r) => [r.onec_id, r.id]));
}

async function updateKnown(
  trx: Transaction<Database>,
  rows: Array<{ id: number; product: ProductRecord; categoryId: string | null }>,
  exchangeId: number,
  now: Date,
) {
  if (rows.length === 0) return 0;
  const p = rows.map((r) => r.product);
  const result = await sql<{ newly_archived: boolean }>`
    update parts p set
      name = u.name,
      part_number = case when exists (select 1 from parts o where o.part_number = u.part_number and o.id <> p.id)
        then p.part_number else u.part_number end,
      brand = coalesce(u.brand, p.brand), description = coalesce(u.description, p.description),
      category_id = coalesce(u.category_id, p.category_id), onec_id = u.onec_id,
      onec_seen_exchange = ${exchangeId}::int,
      archived_at = case when u.deleted then coalesce(p.archived_at, ${now}) else null end,
      updated_at = ${now}
    from unnest(${rows.map((r) => r.id)}::int[], ${p.map((x) => x.name)}::text[], ${p.map((x) => x.article)}::text[],
        ${p.map((x) => x.brand)}::text[], ${p.map((x) => x.description)}::text[],
        ${rows.map((r) => r.categoryId)}::text[], ${p.map((x) => x.id)}::text[], ${p.map((x) => x.deleted)}::boolean[])
      as u(id, name, part_number, brand, description, category_id, onec_id, deleted)
      join parts old on old.id = u.id
    where p.id = u.id
    returning (u.deleted and old.archived_at is null) as newly_archived`.execute(trx);
  return result.rows.filter((r) => r.newly_archived).length;
}

export async function applyProducts(
  trx: Transaction<Database>,
  batch: ProductRecord[],
  run: { exchangeId: number; now: Date; counts: CatalogCounts },
): Promise<ProductBatchResult> {
  const products = [...new Map(batch.map((p) => [p.id, p])).values()];
  const category = await categoryOf(trx, products);
  const existing = await existingParts(trx, products);
  const fresh = products.filter((p) => !existing.has(p.id) && !p.deleted);
  const created = await insertNew(trx, fresh, category, run.exchangeId);
  const known = products.filter((p) => existing.has(p.id));
  const archived = await updateKnown(
    trx,
    known.map((p) => ({ id: existing.get(p.id)!, product: p, categoryId: p.groupId ? category(p) : null })),
    run.exchangeId,
    run.now,
  );
  run.counts.created += created.size;
  run.counts.archived += archived;
  run.counts.updated += known.filter((p) => !p.deleted).length;
  return { partIds: new Map([...existing, ...created]) };
}
