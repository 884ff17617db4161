import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][ADMIN][DASHBOARD] /api/admin/dashboard on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const auth: Record<'admin' | 'buyer', { authorization: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insertInto('categories').values({ id: 'body', name: 'Кузов' }).execute();
    const part = await t.db
      .insertInto('parts')
      .values({
        name: 'Пластик',
        category_id: 'body',
        part_number: 'MP-1',
        brand: 'B2B',
        price: 99_050,
        availability: 9,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    auth.admin = await t.bearer('admin');
    auth.buyer = await t.bearer();
    for (const quantity of [1, 3]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: auth.buyer,
        payload: {
          delivery_method: 'pickup',
          payment_method: 'cash',
          items: [{ partId: part.id, quantity }],
        },
      });
    }
  });
  afterAll(() => t.close());

  it('answers the period’s figures in roubles with the previous period beside them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?days=7',
      headers: auth.admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      days: 7,
      revenue: 3962,
      orders: 2,
      averageOrder: 1981,
      newClients: 1,
      cancelledOrders: 0,
      previous: { revenue: 0, orders: 0, averageOrder: 0, newClients: 0 },
      changePercent: { revenue: null, orders: null, averageOrder: null, newClients: null },
    });
    expect(body.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byDefault = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth.admin });
    expect(byDefault.json().days).toBe(30);
  });

  it('refuses another period with a Russian 400, buyers with 403 and visitors with 401', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?days=14',
      headers: auth.admin,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Период может быть 7, 30 или 90 дней');
    const buyer = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth.buyer });
    expect(buyer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
