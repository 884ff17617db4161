// One order, every REST route that returns it, and the tRPC procedure the web
// client uses: the same figures field by field (kopecks inside, roubles in REST).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller, createContextInner, ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][MONEY] the same order from every route on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: { authorization: string };
  let admin: { authorization: string };
  let buyerId: number;
  let created: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insertInto('categories').values({ id: 'brakes', name: 'Тормоза' }).execute();
    const parts = await t.db
      .insertInto('parts')
      .values(
        [
          // 123,45 ₽ and 0,99 ₽: kopecks that a float or a unit slip would show.
          { part_number: 'BR-1', price: 12_345, availability: 10 },
          { part_number: 'BR-2', price: 99, availability: 1 },
        ].map((p) => ({
          ...p,
          name: `Колодки ${p.part_number}`,
          category_id: 'brakes',
          brand: 'Sheng-E',
          retail_price: null,
        })),
      )
      .returning('id')
      .execute();
    buyerId = await ensureActiveUser(t.db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Ольга',
      lastName: 'Смирнова',
    });
    buyer = { authorization: `Bearer ${(await t.deps.lucia.createSession(buyerId, {})).id}` };
    admin = await t.bearer('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer,
      payload: {
        delivery_method: 'pickup',
        payment_method: 'cash',
        // Three of the second part while one is in stock: two go "под заказ".
        items: [
          { partId: parts[0]!.id, quantity: 2, price: 1 },
          { partId: parts[1]!.id, quantity: 3 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    created = res.json();
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('answers the same totalPrice and lines on every route, in roubles', async () => {
    const id = created.id as number;
    const views: Record<string, Record<string, unknown>> = {
      'POST /api/orders': created,
      'GET /api/orders/:id': await get(`/api/orders/${id}`, buyer),
      'GET /api/users/:id/orders': (await get(`/api/users/${buyerId}/orders`, buyer))[0],
      'GET /api/admin/orders': (await get('/api/admin/orders', admin))[0],
      'GET /api/admin/orders/:id': await get(`/api/admin/orders/${id}`, admin),
    };
    expect(created.totalPrice).toBe(2 * 123.45 + 3 * 0.99);
    for (const [route, view] of Object.entries(views)) {
      expect(view.id, route).toBe(id);
      expect(view.orderNumber, route).toBe(created.orderNumber);
      expect(view.totalPrice, route).toBe(created.totalPrice);
      expect(view.items, route).toEqual(created.items);
    }
    const user = await get(`/api/admin/users/${buyerId}`, admin);
    expect(user.orders).toEqual([
      expect.objectContaining({ id, orderNumber: created.orderNumber, totalPrice: created.totalPrice }),
    ]);
  });

  it('answers what the web client gets through tRPC, kopecks turned to roubles', async () => {
    const ctx = await createContextInner(t.deps, {
      ip: '127.0.0.1',
      userAgent: 'test',
      sessionToken: buyer.authorization.replace('Bearer ', ''),
      setCookie: () => {},
    });
    const order = await createCaller(ctx).orders.byId({ id: created.id as number });
    expect(created.totalPrice).toBe(order.totalKopecks / 100);
    expect(created.items).toEqual(
      order.items.map((item) => ({
        partId: item.partId,
        quantity: item.quantity,
        price: item.unitPriceKopecks / 100,
        reservedQuantity: item.reservedQuantity,
        toOrderQuantity: item.toOrderQuantity,
        part: { name: item.name, partNumber: item.partNumber, price: item.unitPriceKopecks / 100 },
      })),
    );
    expect(created.items).toEqual([
      expect.objectContaining({ quantity: 2, price: 123.45, reservedQuantity: 2, toOrderQuantity: 0 }),
      expect.objectContaining({ quantity: 3, price: 0.99, reservedQuantity: 1, toOrderQuantity: 2 }),
    ]);
  });

  it('pages the admin list with limit and offset, the whole list by default', async () => {
    const all = await get('/api/admin/orders', admin);
    expect(all).toHaveLength(1);
    expect(await get('/api/admin/orders?limit=1&offset=1', admin)).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/orders?limit=abc', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[А-Яа-я]/);
  });
});
