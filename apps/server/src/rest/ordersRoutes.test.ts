import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][ORDERS] /api orders and saved lists on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let partId: number;
  const buyers: Array<{ id: number; auth: { authorization: string } }> = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insertInto('categories').values({ id: 'brakes', name: 'Тормоза' }).execute();
    const part = await t.db
      .insertInto('parts')
      .values({
        name: 'Колодки тормозные',
        category_id: 'brakes',
        part_number: 'LP-50QT-2315',
        brand: 'Lipai',
        price: 45_050,
        retail_price: null,
        availability: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    partId = part.id;
    for (const email of ['one@example.ru', 'two@example.ru']) {
      const id = await ensureActiveUser(t.db, {
        email,
        password: 'secret123',
        role: 'user',
        firstName: 'Олег',
        lastName: 'Смирнов',
      });
      const session = await t.deps.lucia.createSession(id, {});
      buyers.push({ id, auth: { authorization: `Bearer ${session.id}` } });
    }
  });
  afterAll(() => t.close());

  const payload = (overrides: Record<string, unknown> = {}) => ({
    userId: buyers[0]!.id,
    name: 'Заказ от 22.11.2026',
    order_number: 'ORD-123456',
    total_amount: 1,
    status: 'confirmed',
    payment_method: 'invoice',
    delivery_method: 'courier',
    delivery_address: 'ул. Северная, 300',
    city: 'Краснодар',
    comments: 'Позвонить заранее',
    items: [{ partId, quantity: 2, price: 0.01 }],
    ...overrides,
  });

  it('creates an order from the spec payload with server prices, and repeats it for the same order number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyers[0]!.auth,
      payload: payload(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      orderNumber: expect.stringMatching(/^ORD-\d+$/),
      totalPrice: 901,
      status: 'confirmed',
    });
    expect(body.items[0]).toMatchObject({
      partId,
      quantity: 2,
      price: 450.5,
      part: { partNumber: 'LP-50QT-2315' },
    });
    expect(typeof body.orderId).toBe('number');
    expect(body.createdAt).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyers[0]!.auth,
      payload: payload(),
    });
    expect(again.json().orderId).toBe(body.orderId);
  });

  it('accepts the fallback camelCase spellings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyers[0]!.auth,
      payload: {
        orderNumber: 'ORD-654321',
        deliveryMethod: 'pickup',
        paymentMethod: 'cash',
        items: [{ partId, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().deliveryMethod).toBe('pickup');
  });

  it('answers bad input with 4xx and a Russian message', async () => {
    const post = (body: unknown, headers: Record<string, string> = buyers[0]!.auth) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    expect((await post(payload({ order_number: 'ORD-000001', city: '  ' }))).json()).toEqual(
      expect.objectContaining({ message: 'Укажите город доставки' }),
    );
    expect((await post(payload({ order_number: 'ORD-000002', items: 'много' }))).statusCode).toBe(400);
    expect((await post('{"items": [')).statusCode).toBe(400);
    const visitor = await post(payload({ order_number: 'ORD-000003' }), {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toMatch(/[А-Яа-я]/);
    expect((await post(payload({ order_number: 'ORD-000004', userId: buyers[1]!.id }))).statusCode).toBe(403);
  });

  it("never shows one buyer another buyer's orders or lists", async () => {
    const [one, two] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];
    const own = await t.app.inject({ url: `/api/users/${one.id}/orders`, headers: one.auth });
    expect(own.statusCode).toBe(200);
    const orders = own.json() as Array<{ id: number }>;
    expect(orders.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/api/users/${one.id}/orders`, headers: two.auth })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/orders/${orders[0]!.id}`, headers: two.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/orders/${orders[0]!.id}`, headers: one.auth })).json().id).toBe(
      orders[0]!.id,
    );

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/${one.id}/saved-lists`,
      headers: one.auth,
      payload: { name: 'На сезон', items: [{ partId, quantity: 4 }] },
    });
    expect(created.statusCode).toBe(201);
    expect(typeof created.json().id).toBe('number');
    const lists = await t.app.inject({ url: `/api/users/${one.id}/saved-lists`, headers: one.auth });
    expect(lists.json()).toEqual([
      expect.objectContaining({
        name: 'На сезон',
        items: [expect.objectContaining({ partId, quantity: 4 })],
      }),
    ]);
    expect(
      (await t.app.inject({ url: `/api/users/${one.id}/saved-lists`, headers: two.auth })).statusCode,
    ).toBe(403);
    const sneaky = await t.app.inject({
      method: 'POST',
      url: `/api/users/${one.id}/saved-lists`,
      headers: two.auth,
      payload: { name: 'x', items: [{ partId, quantity: 1 }] },
    });
    expect(sneaky.statusCode).toBe(403);
  });

  it('answers the order variant of /api/send-email from the stored order, mailing nothing from the payload', async () => {
    const [one, two] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: one.auth,
      payload: payload({ order_number: 'ORD-424242' }),
    });
    const orderNumber = placed.json().orderNumber as string;
    const mailsBefore = await t.db.selectFrom('mail_outbox').select('id').execute();
    const email = (headers: Record<string, string>, number = orderNumber) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers,
        payload: {
          to: 'victim@example.com',
          subject: 'spam',
          orderNumber: number,
          partsList: [{ partNumber: 'X', name: 'x', quantity: 1, price: 1, total: 1 }],
        },
      });
    const ok = await email(one.auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, orderNumber });
    expect((await email(two.auth)).statusCode).toBe(404);
    expect((await email({})).statusCode).toBe(401);
    const mailsAfter = await t.db.selectFrom('mail_outbox').select('id').execute();
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });
});
