import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][QUICK ORDER] POST /api/quick-order/resolve on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let auth: { authorization: string };
  const ids: Record<string, number> = {};
  const resolve = (payload: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url: '/api/quick-order/resolve', headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    const parts = await t.db
      .insertInto('parts')
      .values(
        [
          { part_number: 'CH-125-004', price: 15_050, availability: 4 },
          { part_number: 'MP-10245', price: 9_900, availability: 0 },
        ].map((p) => ({
          ...p,
          name: `Деталь ${p.part_number}`,
          category_id: 'engine',
          brand: 'Lipai',
          retail_price: null,
        })),
      )
      .returning(['id', 'part_number'])
      .execute();
    for (const part of parts) ids[part.part_number] = part.id;
    const userId = await ensureActiveUser(t.db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Олег',
      lastName: 'Смирнов',
    });
    auth = { authorization: `Bearer ${(await t.deps.lucia.createSession(userId, {})).id}` };
  });
  afterAll(() => t.close());

  it('answers {text} line by line with parts priced in roubles', async () => {
    const res = await resolve({ text: 'сн-125-004 x6\nMP-10245\nNOPE-1 2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines).toEqual([
      expect.objectContaining({
        input: 'сн-125-004 x6',
        status: 'partial',
        quantity: 6,
        match: 'layout',
        inStock: 4,
        toOrder: 2,
        part: {
          id: ids['CH-125-004'],
          partNumber: 'CH-125-004',
          name: 'Деталь CH-125-004',
          brand: 'Lipai',
          price: 150.5,
          availability: 4,
        },
      }),
      expect.objectContaining({ input: 'MP-10245', status: 'out_of_stock', quantity: 1 }),
      expect.objectContaining({ input: 'NOPE-1 2', status: 'not_found', quantity: 2, part: null }),
    ]);
    expect(body).toMatchObject({ positions: 2, units: 7, total: 6 * 150.5 + 99 });
  });

  it('answers {lines:[{article, quantity}]}', async () => {
    const res = await resolve({
      lines: [
        { article: 'CH-125-004', quantity: 2 },
        { article: 'ch 125 004', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual([
      expect.objectContaining({ input: 'CH-125-004 2', status: 'found', quantity: 3, rows: [1, 2] }),
    ]);
  });

  it('refuses visitors and bad lists with Russian messages', async () => {
    const visitor = await resolve({ text: 'CH-125-004' }, {} as never);
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, 'Требуется авторизация']);
    const bad = await resolve({ text: 'CH-125-004 2\nMP-10245;два5' });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Строка 2: количество «два5» — не целое число от 1 до 100000',
    ]);
    const many = await resolve({ lines: Array.from({ length: 1001 }, (_, i) => ({ article: `A-${i}` })) });
    expect([many.statusCode, many.json().message]).toEqual([
      400,
      'В списке больше 1000 строк: разделите его на части',
    ]);
    const nothing = await resolve({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/[А-Яа-я]/);
  });

  it('takes a 2 MB file through /trpc, while other routes keep their 1 MB limit', async () => {
    const row = (i: number) => `CH-125-004;${'x'.repeat(1900)};${i + 1}`;
    const csv = ['Артикул;Примечание;Кол-во', ...Array.from({ length: 1000 }, (_, i) => row(i))].join('\n');
    expect(csv.length).toBeGreaterThan(1_900_000);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/trpc/orders.quickOrder.readFile',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ contentBase64: Buffer.from(csv).toString('base64') }),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().result.data).toMatchObject({ kind: 'lines', lineCount: 1000 });
    const tooBig = await resolve({ text: 'x'.repeat(1_100_000) });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Слишком большой запрос']);
  });
});
