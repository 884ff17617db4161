// What a stranger may send over HTTP and what comes back: never a 5xx, a
// Russian `message`, the documented status. Black box, like an attacker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { expectRefusal, startShop } from './http';

describe.each(testDbKinds())('[CONTRACT][HOSTILE] stranger input over HTTP on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  let buyer: { id: number; token: string };
  let admin: { id: number; token: string };

  beforeAll(async () => {
    shop = await startShop(kind);
    await seedDemoCatalog(shop.t.db, { parts: 6 });
    buyer = await shop.account('buyer@example.ru', 'user');
    admin = await shop.account('admin@example.ru', 'admin');
  });
  afterAll(() => shop.t.close());

  it.each(['2147483648', '1e20', '-1', '0x10', '1.5', '0'])(
    'answers the id %s with 400 in Russian',
    async (id) => {
      expectRefusal(await shop.call('GET', `/api/orders/${id}`, { token: buyer.token }), 400);
      expectRefusal(await shop.call('GET', `/api/admin/orders/${id}`, { token: admin.token }), 400);
      expectRefusal(await shop.call('GET', `/api/admin/users/${id}`, { token: admin.token }), 400);
    },
  );

  it('answers the largest id with 404, not a server fault', async () => {
    expectRefusal(await shop.call('GET', '/api/orders/2147483647', { token: buyer.token }), 404);
  });

  it('refuses NUL and lone surrogates in a text with 400 in Russian and sends nothing', async () => {
    for (const name of ['Пётр\u0000', 'Пётр\uD800']) {
      const res = await shop.call('POST', '/api/send-email', {
        body: { name, email: 'petr@example.ru', message: 'Нужны колодки на Yamaha Jog' },
      });
      expectRefusal(res, 400);
      expect(res.body.message).toBe('Текст содержит недопустимые символы');
    }
    const outbox = await shop.t.db.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);
  });

  it('refuses one part repeated 500 times with 400 in Russian and keeps the stock', async () => {
    const part = await shop.t.db.selectFrom('parts').select(['id', 'availability']).executeTakeFirstOrThrow();
    const res = await shop.call('POST', '/api/orders', {
      token: buyer.token,
      body: {
        delivery_method: 'pickup',
        payment_method: 'cash',
        items: Array.from({ length: 500 }, () => ({ partId: part.id, quantity: 100_000 })),
      },
    });
    expectRefusal(res, 400);
    const after = await shop.t.db
      .selectFrom('parts')
      .select('availability')
      .where('id', '=', part.id)
      .executeTakeFirst();
    expect(after?.availability).toBe(part.availability);
  });

  it('refuses a batch of 11 tRPC calls and other methods on /trpc in Russian', async () => {
    const batch = await fetch(`${shop.base}/trpc/${Array(11).fill('auth.me').join(',')}?batch=1`);
    expect(batch.status).toBe(400);
    expect(JSON.stringify(await batch.json())).toContain('Слишком много вызовов в одном запросе');
    const options = await fetch(`${shop.base}/trpc/auth.me`, { method: 'OPTIONS' });
    expect(options.status).toBe(405);
    const plain = await fetch(`${shop.base}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"email":"a@b.ru","password":"x"}',
    });
    expect(plain.status).toBe(415);
  });

  it('answers a broken URL and an oversized one in Russian', async () => {
    const broken = await shop.call('GET', '/api/orders/%F0%9F', { token: buyer.token });
    expectRefusal(broken, 400);
    const long = await fetch(`${shop.base}/trpc/auth.me?input=${'я'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect((await long.json()).message).toBe('Слишком длинный адрес или заголовки запроса');
  });

  it('keeps the price list and /metrics from strangers', async () => {
    expectRefusal(await shop.call('GET', '/api/parts-data'), 401);
    expect((await fetch(`${shop.base}/metrics`)).status).toBe(404);
  });
});
