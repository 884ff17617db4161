// Hostile requests to /trpc itself, before any procedure: foreign methods and
// content types, unknown paths, broken input, oversized batches. Never a 5xx,
// always a Russian message; a refused batch runs none of its calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '@shop/api';
import { sql } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { MAX_TRPC_BATCH } from '@shop/schemas/limits';
import { createTestApp } from '../testing/testApp';

const RUSSIAN = /[А-Яа-яЁё]/;
const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

interface ErrorBody {
  error?: { message?: string };
  message?: string;
}
/** tRPC's `{ error: { message } }`, a batch's first entry, or the server's `{ message }`. */
const messageOf = (body: string): string => {
  const parsed = JSON.parse(body) as ErrorBody | ErrorBody[];
  const first = Array.isArray(parsed) ? parsed[0] : parsed;
  return first?.error?.message ?? first?.message ?? '';
};

describe.each(testDbKinds())('[ROBUSTNESS][TRPC] hostile requests to /trpc on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.bearer('admin');
  });
  afterAll(() => t.close());

  const contactCount = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from contact_messages`.execute(t.db)).rows[0]!.n;

  it('refuses foreign methods and content types on every procedure with a Russian 4xx', async () => {
    const problems: string[] = [];
    for (const { path, type } of procedures) {
      const wrongVerb = type === 'query' ? 'POST' : 'GET';
      const attempts = [
        { method: 'POST', headers: { 'content-type': 'text/plain' }, payload: '{"id":1}' },
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=1' },
        { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
        { method: wrongVerb, headers: { 'content-type': 'application/json' }, payload: '{}' },
        { method: 'OPTIONS' },
        { method: 'PATCH', headers: { 'content-type': 'application/json' }, payload: '{}' },
        { method: 'PUT', headers: { 'content-type': 'application/json' }, payload: '{}' },
        { method: 'DELETE' },
      ] as const;
      for (const attempt of attempts) {
        const res = await t.app.inject({
          url: `/trpc/${path}`,
          ...attempt,
          headers: { ...admin, ...('headers' in attempt ? attempt.headers : {}) },
        } as never);
        const label = `${attempt.method} ${path} ${'headers' in attempt ? attempt.headers['content-type'] : ''}`;
        if (res.statusCode < 400 || res.statusCode >= 500) problems.push(`${label}: ${res.statusCode}`);
        else if (!RUSSIAN.test(messageOf(res.body))) problems.push(`${label}: «${messageOf(res.body)}»`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['an unknown procedure', '/trpc/admin.dropEverything', 404],
    ['a path into a router', '/trpc/catalog', 404],
    ['input that is not JSON', '/trpc/catalog.product?input=%7Bbroken', 400],
  ])('answers %s in Russian', async (_label, url, status) => {
    const res = await t.app.inject({ url, headers: admin });
    expect(res.statusCode).toBe(status);
    expect(messageOf(res.body)).toMatch(RUSSIAN);
  });

  it('answers OPTIONS with 405 and the methods it allows', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/trpc/auth.me' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect(messageOf(res.body)).toBe('Этот метод запроса не поддерживается');
  });

  it(`runs a batch of ${MAX_TRPC_BATCH} calls and refuses one call more before any of them runs`, async () => {
    const batch = (n: number) => ({
      method: 'POST' as const,
      url: `/trpc/${Array(n).fill('contact.send').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        Object.fromEntries(
          Array.from({ length: n }, (_, i) => [
            i,
            { name: 'Пётр', email: `p${i}@example.ru`, message: 'Нужны колодки на Yamaha Jog' },
          ]),
        ),
      ),
    });
    const before = await contactCount();
    const refused = await t.app.inject(batch(MAX_TRPC_BATCH + 1));
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused.body)).toBe('Слишком много вызовов в одном запросе');
    expect(await contactCount()).toBe(before);

    const allowed = await t.app.inject(batch(3));
    expect(allowed.statusCode).toBe(200);
    expect(await contactCount()).toBe(before + 3);
  });

  it('refuses a 100-call batch of the whole price list without building it', async () => {
    const paths = Array(100).fill('catalog.partsData').join(',');
    const res = await t.app.inject({ url: `/trpc/${paths}?batch=1`, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res.body)).toBe('Слишком много вызовов в одном запросе');
    expect(res.body.length).toBeLessThan(1000);
  });

  it('keeps /healthz answering while 100-call batches arrive over the network', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const paths = Array(100).fill('catalog.partsData').join(',');
    const batches = Array.from({ length: 5 }, () =>
      fetch(`${base}/trpc/${paths}?batch=1`, { headers: admin }),
    );
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    for (const res of await Promise.all(batches)) {
      expect(res.status).toBe(400);
      expect(messageOf(await res.text())).toBe('Слишком много вызовов в одном запросе');
    }
  });
});
