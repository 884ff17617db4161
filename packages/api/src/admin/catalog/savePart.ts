// Creating and editing a part from the admin form, an inline edit or REST.
// Every change is checked on the server (the article unique after
// normalisation, a known category, analogues that exist) and written with
// its audit entry in one transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { partCreateInput } from '@shop/schemas';
import { type z } from '@shop/schemas';
import { AppError } from '../../errors';
import { articleKey } from '../../catalog/searchText';
import { auditSnapshot, adminPartDetail } from './partAdminView';
import { changedFields, writeAudit } from './auditLog';

type PartFields = z.output<typeof partCreateInput>;
export type PartPatch = Partial<PartFields> & { archived?: boolean };

async function assertArticleFree(db: Kysely<Database>, article: string, exceptId?: number) {
  let query = db
    .selectFrom('parts')
    .select(['id', 'name', 'part_number'])
    .where('article_key', '=', articleKey(article));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken)
    throw new AppError(
      'CONFLICT',
      t('admin:catalog.errors.articleTaken', { article: taken.part_number, name: taken.name, id: taken.id }),
    );
}

async function assertCategory(db: Kysely<Database>, categoryId: string) {
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found)
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.unknownCategory', { category: categoryId }));
}

export async function replaceCrossNumbers(trx: Kysely<Database>, partId: number, numbers: string[]) {
  await trx.deleteFrom('part_cross_numbers').where('part_id', '=', partId).execute();
  // One per normalised form: "A-1" and "a1" are the same number.
  const byKey = new Map<string, string>();
  for (const number of numbers) if (!byKey.has(articleKey(number))) byKey.set(articleKey(number), number);
  if (byKey.size > 0)
    await trx
      .insertInto('part_cross_numbers')
      .values([...byKey.values()].map((number) => ({ part_id: partId, number })))
      .execute();
}

async function replaceAnalogues(trx: Kysely<Database>, partId: number, articles: string[]) {
  const keys = [...new Set(articles.map(articleKey))];
  const found = keys.length
    ? await trx.selectFrom('parts').select(['id', 'article_key']).where('article_key', 'in', keys).execute()
    : [];
  const missing = articles.find((a) => !found.some((p) => p.article_key === articleKey(a)));
  if (missing)
    throw new AppError('BAD_REQUEST', t('admin:catalog.errors.analogueNotFound', { article: missing }));
  await trx
    .deleteFrom('part_analogues')
    .where((eb) => eb.or([eb('part_id', '=', partId), eb('analogue_id', '=', partId)]))
    .execute();
  const links = found
    .filter((p) => p.id !== partId)
    .flatMap((p) => [
      { part_id: partId, analogue_id: p.id },
      { part_id: p.id, analogue_id: partId },
    ]);
  if (links.length > 0)
    await trx
      .insertInto('part_analogues')
      .values(links)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

function columnsOf(fields: PartPatch) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.partNumber !== undefined && { part_number: fields.partNumber }),
    ...(fields.brand !== undefined && { brand: fields.brand }),
    ...(fields.categoryId !== undefined && { category_id: fields.categoryId }),
    ...(fields.priceKopecks !== undefined && { price: fields.priceKopecks }),
    ...(fields.retailPriceKopecks !== undefined && { retail_price: fields.retailPriceKopecks }),
    ...(fields.availability !== undefined && { availability: fields.availability }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.markedNew !== undefined && { marked_new: fields.markedNew }),
  };
}

const touchCatalogue = (trx: Kysely<Database>, now: Date) =>
  trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();

export async function createPart(db: Kysely<Database>, actorId: number, fields: PartFields) {
  const id = await db.transaction().execute(async (trx) => {
    await assertArticleFree(trx, fields.partNumber);
    await assertCategory(trx, fields.categoryId);
    const row = await trx
      .insertInto('parts')
      .values({
        name: fields.name,
        part_number: fields.partNumber,
        brand: fields.brand,
        category_id: fields.categoryId,
        price: fields.priceKopecks,
        retail_price: fields.retailPriceKopecks,
        availability: fields.availability,
        description: fields.description,
        marked_new: fields.markedNew,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceCrossNumbers(trx, row.id, fields.crossNumbers);
    await replaceAnalogues(trx, row.id, fields.analogueArticles);
    await writeAudit(trx, {
      actorId,
      entity: 'part',
      entityId: row.id,
      action: 'create',
      after: await auditSnapshot(trx, row.id),
    });
    await touchCatalogue(trx, new Date());
    return row.id;
  });
  return adminPartDetail(db, id);
}

export async function updatePart(db: Kysely<Database>, actorId: number, id: number, patch: PartPatch) {
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    const before = await auditSnapshot(trx, id);
    if (patch.partNumber !== undefined) await assertArticleFree(trx, patch.partNumber, id);
    if (patch.categoryId !== undefined) await assertCategory(trx, patch.categoryId);
    const now = new Date();
    const columns = columnsOf(patch);
    const archiving = patch.archived !== undefined && patch.archived !== before.archived;
    if (Object.keys(columns).length > 0 || archiving)
      await trx
        .updateTable('parts')
        .set({
          ...columns,
          ...(archiving && { archived_at: patch.archived ? now : null }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    if (patch.crossNumbers !== undefined) await replaceCrossNumbers(trx, id, patch.crossNumbers);
    if (patch.analogueArticles !== undefined) await replaceAnalogues(trx, id, patch.analogueArticles);
    const diff = changedFields(before, await auditSnapshot(trx, id));
    if (Object.keys(diff.after).length === 0) return;
    const onlyArchive = Object.keys(diff.after).length === 1 && archiving;
    await writeAudit(trx, {
      actorId,
      entity: 'part',
      entityId: id,
      action: onlyArchive ? (patch.archived ? 'archive' : 'restore') : 'update',
      ...diff,
    });
    await touchCatalogue(trx, now);
  });
  return adminPartDetail(db, id);
}
