import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from '../testing/testApp';

describe.each(testDbKinds())('[REST][CATALOG] parts-data and stock on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Record<string, string>;
  const bearer = (role: 'user' | 'admin') => t.bearer(role);
  const partsData = (headers: Record<string, string> = {}, url = '/api/parts-data') =>
    t.app.inject({ url, headers: { ...buyer, ...headers } });
  const update = async (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parts/update-availability',
      headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.db, { parts: 40 });
    buyer = await bearer('user');
  });
  afterAll(() => t.close());

  it('gives the wholesale price list to signed-in accounts only', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
      const visitor = await t.app.inject({ url: '/api/parts-data', headers });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Требуется авторизация' });
      expect(visitor.body).not.toContain('price');
    }
    expect((await partsData()).json().parts[0].price).toEqual(expect.any(Number));
  });

  it('answers compressed, with an ETag, and 304 while nothing changed', async () => {
    const first = await partsData({ 'accept-encoding': 'br' }, '/api/parts-data?refresh=true&t=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await partsData({ 'if-none-match': etag }, '/api/parts-data?t=2');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await partsData({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await partsData({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  });

  it('lets only an admin set stock, which moves lastUpdated and the ETag', async () => {
    const before = (await partsData()).json();
    const part = before.parts[0];
    const items = [{ partId: part.id, quantity: 77 }];
    expect((await update({}, { items })).statusCode).toBe(401);
    const buyer = await update(await bearer('user'), { items });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toEqual({ message: 'Доступ запрещен' });

    const admin = await bearer('admin');
    const res = await update(admin, { items });
    expect(res.statusCode).toBe(200);
    const after = await partsData();
    expect(after.json().parts.find((p: { id: number }) => p.id === part.id).availability).toBe(77);
    expect(after.json().lastUpdated > before.lastUpdated).toBe(true);
    const stale = await partsData({ 'if-none-match': after.headers.etag! });
    expect(stale.statusCode).toBe(304);
  });

  it('answers bad stock updates with a Russian 4xx, never a 500', async () => {
    const admin = await bearer('admin');
    const negative = await update(admin, { items: [{ partId: 1, quantity: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/[а-я]/i);
    expect((await update(admin, { items: [] })).statusCode).toBe(400);
    const unknown = await update(admin, { items: [{ partId: 99_999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Не найдены запчасти с номерами: 99999');
  });
});
