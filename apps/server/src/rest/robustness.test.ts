// Generated bad requests to every /api route: never a 5xx, every refusal a
// 4xx with a Russian `message`, a refused call writes nothing, and HTML a user
// typed reaches the mails escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { sql } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { registeredApiRoutes } from '../plugins/openapi';
import { createTestApp } from '../testing/testApp';

const SQL = "'; drop table users; --";
const HTML = '<script>alert(1)</script>';
const fields = (value: unknown) =>
  Object.fromEntries(
    [
      'id',
      'email',
      'password',
      'first_name',
      'name',
      'status',
      'items',
      'to',
      'html',
      'comments',
      'contactName',
      'token',
    ].map((k) => [k, value]),
  );

const BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"email": '],
  ['an array', '[1, 2]'],
  ['a string', '"строка"'],
  ['wrong types', JSON.stringify(fields(true))],
  ['huge strings', JSON.stringify({ email: 'я'.repeat(300_000), name: 'x'.repeat(300_000) })],
  ['over the 1 MB limit', JSON.stringify({ comments: 'x'.repeat(1024 * 1024 + 10) })],
  ['SQL', JSON.stringify(fields(SQL))],
  ['HTML', JSON.stringify(fields(HTML))],
  ['negative quantities', JSON.stringify({ status: 'pending', items: [{ partId: 1, quantity: -3 }] })],
  ['fractional quantities', JSON.stringify({ items: [{ partId: 1, quantity: 0.5 }] })],
  ['NUL characters', JSON.stringify(fields('Иван\u0000Петров'))],
  ['lone surrogates', JSON.stringify(fields('Иван\uD800'))],
  [
    'ids beyond int4',
    JSON.stringify({ ...fields(2147483648), items: [{ partId: 2147483648, quantity: 1 }] }),
  ],
  [
    'one part repeated past the cap',
    JSON.stringify({
      status: 'pending',
      delivery_method: 'pickup',
      payment_method: 'cash',
      name: 'Повторы',
      items: Array.from({ length: 500 }, () => ({ partId: 1, quantity: 100_000 })),
    }),
  ],
];
const PATH_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e3',
  '2147483648',
  encodeURIComponent(SQL),
  '99999999999999999999',
  '%00',
  '%F0%9F',
];

describe.each(testDbKinds())('[ROBUSTNESS][REST] bad requests to every route on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const counts = async () =>
    (
      await sql<{
        n: string;
      }>`select (select count(*) from users) || ' ' || (select count(*) from orders) || ' ' || (select count(*) from parts) || ' ' || (select count(*) from saved_lists) || ' ' || (select count(*) from contact_messages) || ' ' || (select count(*) from mail_outbox) as n`.execute(
        t.db,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const id = await ensureActiveUser(t.db, {
      email: 'admin@example.ru',
      password: 'secret123',
      role: 'admin',
      firstName: 'Иван',
      lastName: 'Петров',
    });
    headers = { authorization: `Bearer ${(await t.deps.lucia.createSession(id, {})).id}` };
  });
  afterAll(() => t.close());

  const check = async (
    problems: string[],
    method: string,
    url: string,
    payload?: string,
    contentType = 'application/json',
  ) => {
    const before = await counts();
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': contentType }) },
      payload,
    });
    if (res.statusCode >= 500) problems.push(`${method} ${url}: ${res.statusCode}`);
    if (res.statusCode >= 400) {
      const message = (res.json() as { message?: string }).message ?? '';
      if (!/[А-Яа-яЁё]/.test(message)) problems.push(`${method} ${url}: ${res.statusCode} «${message}»`);
      if ((await counts()) !== before) problems.push(`${method} ${url}: refused but wrote`);
    }
  };

  it.each(BODIES)('refuses %s on every route in Russian', async (_label, body) => {
    const problems: string[] = [];
    for (const route of registeredApiRoutes(t.app)) {
      const [method, path] = route.split(' ') as [string, string];
      if (method === 'GET' || route === 'POST /api/auth/logout') continue;
      await check(problems, method, path.replace(/\{\w+\}/g, '1'), body);
    }
    expect(problems).toEqual([]);
  });

  it('refuses bad path ids and queries on every route', async () => {
    const problems: string[] = [];
    for (const route of registeredApiRoutes(t.app)) {
      const [method, path] = route.split(' ') as [string, string];
      if (route === 'POST /api/auth/logout') continue;
      for (const id of PATH_IDS) {
        const url = `${path.replace(/\{\w+\}/g, id)}?userId=${id}&search=${encodeURIComponent(SQL)}`;
        await check(problems, method, url, method === 'GET' || method === 'DELETE' ? undefined : '{}');
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses foreign content types and methods on every route in Russian', async () => {
    const problems: string[] = [];
    for (const route of registeredApiRoutes(t.app)) {
      const [method, path] = route.split(' ') as [string, string];
      if (route === 'POST /api/auth/logout') continue;
      const url = path.replace(/\{\w+\}/g, '1');
      if (method !== 'GET' && method !== 'DELETE') {
        await check(problems, method, url, 'email=a@b.ru', 'application/x-www-form-urlencoded');
        await check(problems, method, url, '{"email":"a@b.ru"}', 'text/plain');
      }
      for (const other of ['PATCH', 'OPTIONS', 'TRACE'])
        if (other !== method) await check(problems, other, url, other === 'PATCH' ? '{}' : undefined);
    }
    expect(problems).toEqual([]);
  });

  it('escapes HTML a visitor typed in the contact mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: {
        contactName: `Пётр ${HTML}`,
        email: 'petr@example.ru',
        phone: '79181234567',
        companyName: `<b>ООО</b>`,
        comments: `Нужны колодки ${HTML} срочно`,
      },
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.db.selectFrom('mail_outbox').select('html').execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const { html } of mails) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>ООО</b>');
    }
    expect(mails.some(({ html }) => html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'))).toBe(true);
  });
});
