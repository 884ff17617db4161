import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][ADMIN][ORDERS] /api/admin/orders on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const auth: Record<'admin' | 'buyer', { authorization: string }> = {} as never;
  let orderId: number;
  let partId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insertInto('categories').values({ id: 'body', name: 'Кузов' }).execute();
    partId = (
      await t.db
        .insertInto('parts')
        .values({
          name: 'Пластик передний',
          category_id: 'body',
          part_number: 'MP-10245',
          brand: 'MotoPart B2B',
          price: 99_000,
          retail_price: null,
          availability: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const role of ['admin', 'buyer'] as const) {
      const id = await ensureActiveUser(t.db, {
        email: `${role}@example.ru`,
        password: 'secret123',
        role: role === 'admin' ? 'admin' : 'user',
        firstName: 'Мария',
        lastName: 'Кузнецова',
        company: role === 'buyer' ? 'ИП Кузнецова' : null,
      });
      auth[role] = { authorization: `Bearer ${(await t.deps.lucia.createSession(id, {})).id}` };
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth.buyer,
      payload: {
        order_number: 'ORD-777777',
        delivery_method: 'pickup',
        payment_method: 'cash',
        items: [{ partId, quantity: 2 }],
      },
    });
    orderId = created.json().orderId;
  });
  afterAll(() => t.close());

  it('refuses visitors with 401 and buyers with 403 on every admin order route', async () => {
    const routes = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${orderId}`],
      ['PUT', `/api/admin/orders/${orderId}`],
      ['PUT', `/api/admin/orders/${orderId}/status`],
      ['DELETE', `/api/admin/orders/${orderId}`],
    ] as const;
    for (const [method, url] of routes) {
      const visitor = await t.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { status: 'completed' } : undefined,
      });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const buyer = await t.app.inject({
        method,
        url,
        headers: auth.buyer,
        payload: method === 'PUT' ? { status: 'completed' } : undefined,
      });
      expect(buyer.statusCode, `${method} ${url}`).toBe(403);
      expect(buyer.json().message).toBe('Доступ запрещен');
    }
  });

  it('lets the admin list, read, edit, change status and delete', async () => {
    const list = await t.app.inject({ url: '/api/admin/orders?search=кузнецова', headers: auth.admin });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: orderId,
        company: 'ИП Кузнецова',
        customerName: 'Мария Кузнецова',
        totalPrice: 1980,
      }),
    ]);
    const byUser = await t.app.inject({ url: `/api/admin/orders?userId=999999`, headers: auth.admin });
    expect(byUser.json()).toEqual([]);
    const one = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth.admin });
    expect(one.json()).toMatchObject({
      id: orderId,
      customerEmail: 'buyer@example.ru',
      items: [{ partId, quantity: 2 }],
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: auth.admin,
      payload: { city: 'Сочи', items: [{ partId, quantity: 1 }] },
    });
    expect(edited.json()).toMatchObject({ city: 'Сочи', totalPrice: 990 });
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: auth.admin,
      payload: { status: 'shipped' },
    });
    expect(status.json().status).toBe('shipped');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: auth.admin,
      payload: { status: 'teleported' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Неизвестный статус заказа');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${orderId}`,
      headers: auth.admin,
    });
    expect(deleted.statusCode).toBe(200);
    const stock = await t.db
      .selectFrom('parts')
      .select('availability')
      .where('id', '=', partId)
      .executeTakeFirstOrThrow();
    expect(stock.availability).toBe(3);
    expect(
      (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth.admin })).statusCode,
    ).toBe(404);
  });
});
