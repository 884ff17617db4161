// Categories from the admin screen (issue 19): archive hides a category from
// the buyer but keeps its parts, only an empty category can be deleted, each
// change is in the audit log, and no buyer reaches any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';

type Session = Awaited<ReturnType<ApiTestKit['signIn']>>;

describe.each(testDbKinds())('[ADMIN][CATALOG] categories on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Session;
  let buyer: Session;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin');
    buyer = await kit.signIn('user');
  });
  afterAll(() => kit.close());

  const auditOf = (categoryId: string) =>
    kit.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('entity', '=', 'category')
      .where('entity_id', '=', categoryId)
      .orderBy('id')
      .execute();

  it('archives a category with parts: gone from the buyer, its parts kept, restorable', async () => {
    await admin.caller.admin.catalog.createCategory({ categoryId: 'mirrors', name: 'Зеркала' });
    const part = await kit.db
      .insertInto('parts')
      .values({ name: 'Зеркало', part_number: 'CAT-MIR-1', brand: '', category_id: 'mirrors', price: 5_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await admin.caller.admin.catalog.updateCategory({ categoryId: 'mirrors', archived: true });
    expect(list.find((c) => c.id === 'mirrors')).toMatchObject({ name: 'Зеркала', archived: true });
    expect((await buyer.caller.catalog.overview()).categories.map((c) => c.id)).not.toContain('mirrors');
    expect(await kit.db.selectFrom('parts').select('id').where('id', '=', part.id).execute()).toHaveLength(1);

    // Not deleted while it has parts: a clear Russian CONFLICT, nothing changed.
    await expect(admin.caller.admin.catalog.deleteCategory({ categoryId: 'mirrors' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'В категории «Зеркала» есть 1 товар: её можно только отправить в архив',
    });
    await admin.caller.admin.catalog.updateCategory({ categoryId: 'mirrors', archived: false });
    expect((await buyer.caller.catalog.overview()).categories.map((c) => c.id)).toContain('mirrors');
    expect((await auditOf('mirrors')).map((e) => e.action)).toEqual(['create', 'archive', 'restore']);
  });

  it('deletes an empty category, with an audit entry naming who and what', async () => {
    await admin.caller.admin.catalog.createCategory({ categoryId: 'empty-one', name: 'Пустая' });
    const list = await admin.caller.admin.catalog.deleteCategory({ categoryId: 'empty-one' });
    expect(list.map((c) => c.id)).not.toContain('empty-one');
    const audit = await auditOf('empty-one');
    expect(audit.at(-1)).toMatchObject({
      action: 'delete',
      actor_id: admin.userId,
      before: { name: 'Пустая', archived: false },
    });
    await expect(
      admin.caller.admin.catalog.deleteCategory({ categoryId: 'empty-one' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Категория не найдена',
    });
  });

  it('renames and reorders, refusing a bad code or an incomplete order in Russian', async () => {
    await expect(
      admin.caller.admin.catalog.createCategory({ categoryId: 'Плохой код', name: 'X' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.caller.admin.catalog.createCategory({ categoryId: 'engine', name: 'Ещё двигатель' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Категория «engine» уже есть' });
    const renamed = await admin.caller.admin.catalog.updateCategory({
      categoryId: 'mirrors',
      name: 'Зеркала заднего вида',
    });
    expect(renamed.find((c) => c.id === 'mirrors')?.name).toBe('Зеркала заднего вида');
    const ids = renamed.map((c) => c.id).reverse();
    const reordered = await admin.caller.admin.catalog.reorderCategories({ categoryIds: ids });
    expect(reordered.map((c) => c.id)).toEqual(ids);
    expect((await buyer.caller.catalog.overview()).categories.map((c) => c.id)).toEqual(
      ids.filter((id) => !reordered.find((c) => c.id === id)?.archived),
    );
    await expect(
      admin.caller.admin.catalog.reorderCategories({ categoryIds: ids.slice(1) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Порядок категорий должен перечислять все категории ровно по разу',
    });
  });

  it('lets no buyer (FORBIDDEN) or visitor (UNAUTHORIZED) manage categories', async () => {
    const calls = [
      () => buyer.caller.admin.catalog.categories(),
      () => buyer.caller.admin.catalog.createCategory({ categoryId: 'x', name: 'X' }),
      () => buyer.caller.admin.catalog.updateCategory({ categoryId: 'engine', name: 'Взлом' }),
      () => buyer.caller.admin.catalog.updateCategory({ categoryId: 'engine', archived: true }),
      () => buyer.caller.admin.catalog.reorderCategories({ categoryIds: ['engine'] }),
      () => buyer.caller.admin.catalog.deleteCategory({ categoryId: 'engine' }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const visitor = await kit.callerFor(null);
    await expect(visitor.admin.catalog.deleteCategory({ categoryId: 'engine' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const engine = await kit.db
      .selectFrom('categories')
      .select(['name', 'archived_at'])
      .where('id', '=', 'engine')
      .executeTakeFirstOrThrow();
    expect(engine).toEqual({ name: 'Двигатель', archived_at: null });
  });
});
