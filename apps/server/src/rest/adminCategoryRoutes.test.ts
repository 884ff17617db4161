// REST for back-office systems: categories (issue 19). Buyers are refused
// with 403 on every route; a category with parts is archived, not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

describe('[REST][ADMIN][CATALOG] /api/admin/categories', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const auth: Record<'admin' | 'buyer', { authorization: string }> = {} as never;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    await t.db
      .insertInto('parts')
      .values({ name: 'Свеча', category_id: 'engine', part_number: 'SP-1', brand: 'NGK', price: 10_000 })
      .execute();
    auth.admin = await t.bearer('admin');
    auth.buyer = await t.bearer();
  });
  afterAll(() => t.close());

  const call = (
    role: 'admin' | 'buyer',
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: auth[role], ...(payload ? { payload } : {}) });
  const buyerCategories = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/catalog.overview', headers: auth.buyer });
    return (res.json().result.data.categories as Array<{ id: string }>).map((c) => c.id);
  };

  it('creates, renames, reorders, archives and deletes, answering the whole list', async () => {
    const created = await call('admin', 'POST', '/api/admin/categories', { id: 'tuning', name: 'Тюнинг' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual([
      { id: 'engine', name: 'Двигатель', sortOrder: expect.any(Number), archived: false },
      { id: 'tuning', name: 'Тюнинг', sortOrder: expect.any(Number), archived: false },
    ]);
    const renamed = await call('admin', 'PUT', '/api/admin/categories/tuning', { name: 'Тюнинг и стайлинг' });
    expect(renamed.json()[1]).toMatchObject({ id: 'tuning', name: 'Тюнинг и стайлинг' });
    const order = await call('admin', 'PUT', '/api/admin/categories/order', {
      categoryIds: ['tuning', 'engine'],
    });
    expect(order.json().map((c: { id: string }) => c.id)).toEqual(['tuning', 'engine']);
    expect(await buyerCategories()).toEqual(['tuning', 'engine']);

    const archived = await call('admin', 'PUT', '/api/admin/categories/engine', { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(await buyerCategories()).toEqual(['tuning']);
    const refused = await call('admin', 'DELETE', '/api/admin/categories/engine');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'В категории «Двигатель» есть 1 товар: её можно только отправить в архив',
    );
    await call('admin', 'PUT', '/api/admin/categories/engine', { archived: false });

    const deleted = await call('admin', 'DELETE', '/api/admin/categories/tuning');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().map((c: { id: string }) => c.id)).toEqual(['engine']);
    expect((await call('admin', 'DELETE', '/api/admin/categories/tuning')).statusCode).toBe(404);
  });

  it('refuses a bad code in Russian', async () => {
    const res = await call('admin', 'POST', '/api/admin/categories', { id: 'Плохой код', name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/латинские буквы/);
  });

  it('refuses buyers with 403 on every route, changing nothing', async () => {
    const attempts = [
      call('buyer', 'GET', '/api/admin/categories'),
      call('buyer', 'POST', '/api/admin/categories', { id: 'x', name: 'X' }),
      call('buyer', 'PUT', '/api/admin/categories/order', { categoryIds: ['engine'] }),
      call('buyer', 'PUT', '/api/admin/categories/engine', { archived: true }),
      call('buyer', 'DELETE', '/api/admin/categories/engine'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await buyerCategories()).toEqual(['engine']);
  });
});
