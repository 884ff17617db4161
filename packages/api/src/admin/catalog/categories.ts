// Categories from the admin screen: create, rename, reorder, archive.
// An archived category disappears from the buyer's filters; its parts stay.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { AppError } from '../../errors';
import { writeAudit } from './auditLog';

export function listAllCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'sort_order as sortOrder', 'archived_at'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(({ archived_at, ...row }) => ({ ...row, archived: archived_at !== null })));
}

export async function createCategory(
  db: Kysely<Database>,
  actorId: number,
  input: { categoryId: string; name: string },
) {
  await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (taken)
      throw new AppError('CONFLICT', t('admin:catalog.errors.categoryTaken', { id: input.categoryId }));
    const last = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .executeTakeFirst();
    await trx
      .insertInto('categories')
      .values({ id: input.categoryId, name: input.name, sort_order: Number(last?.max ?? 0) + 1 })
      .execute();
    await writeAudit(trx, {
      actorId,
      entity: 'category',
      entityId: input.categoryId,
      action: 'create',
      after: input,
    });
  });
  return listAllCategories(db);
}

export async function updateCategory(
  db: Kysely<Database>,
  actorId: number,
  input: { categoryId: string; name?: string; archived?: boolean },
) {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('categories')
      .select(['name', 'archived_at'])
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', t('admin:catalog.errors.categoryNotFound'));
    const now = new Date();
    await trx
      .updateTable('categories')
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.archived !== undefined && { archived_at: input.archived ? now : null }),
        updated_at: now,
      })
      .where('id', '=', input.categoryId)
      .execute();
    const action = input.archived === undefined ? 'update' : input.archived ? 'archive' : 'restore';
    await writeAudit(trx, {
      actorId,
      entity: 'category',
      entityId: input.categoryId,
      action,
      before: { name: before.name, archived: before.archived_at !== null },
      after: { name: input.name ?? before.name, archived: input.archived ?? before.archived_at !== null },
    });
  });
  return listAllCategories(db);
}

/** `ids` lists every category once, in the new order. */
export async function reorderCategories(db: Kysely<Database>, actorId: number, ids: string[]) {
  await db.transaction().execute(async (trx) => {
    const all = await trx.selectFrom('categories').select('id').execute();
    const known = new Set(all.map((c) => c.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw new AppError('BAD_REQUEST', t('admin:catalog.errors.categoryOrder'));
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('categories')
        .set({ sort_order: index + 1 })
        .where('id', '=', id)
        .execute();
    await writeAudit(trx, {
      actorId,
      entity: 'category',
      entityId: '*',
      action: 'update',
      after: { order: ids },
    });
  });
  return listAllCategories(db);
}

/**
 * Deletes an empty category. One with parts (archived parts too: old orders
 * still show them) can only be archived.
 */
export async function deleteCategory(db: Kysely<Database>, actorId: number, categoryId: string) {
  await db.transaction().execute(async (trx) => {
    const category = await trx
      .selectFrom('categories')
      .select(['name', 'archived_at'])
      .where('id', '=', categoryId)
      .forUpdate()
      .executeTakeFirst();
    if (!category) throw new AppError('NOT_FOUND', t('admin:catalog.errors.categoryNotFound'));
    const parts = await trx
      .selectFrom('parts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('category_id', '=', categoryId)
      .executeTakeFirstOrThrow();
    const count = Number(parts.n);
    if (count > 0)
      throw new AppError(
        'CONFLICT',
        t('admin:catalog.errors.categoryHasParts', { name: category.name, count }),
      );
    await trx.deleteFrom('categories').where('id', '=', categoryId).execute();
    await writeAudit(trx, {
      actorId,
      entity: 'category',
      entityId: categoryId,
      action: 'delete',
      before: { name: category.name, archived: category.archived_at !== null },
    });
  });
  return listAllCategories(db);
}
