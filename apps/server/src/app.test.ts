import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { createTestApp } from './testing/testApp';

/**
 * The build's SSR bundle (apps/web prerender/entry-server.tsx) as a stub: it
 * numbers its renders, shows the buyer's e-mail in the list view (as a page
 * showing private data would), and fails on /catalog as a broken render would.
 */
const FAKE_SSR_BUNDLE = `let renders = 0;
export async function renderFirstScreen(url, data) {
  if (url === '/catalog') throw new Error('render failed');
  renders += 1;
  const own = data.layout === 'list' ? data.me.email + ' ' : '';
  return '<main>' + own + data.search.data.items.length + ' #' + renders + '</main>';
}`;

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>shop</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/app-abc.js" /></head><body><div id="root"></div></body>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), FAKE_SSR_BUNDLE);
  writeFileSync(
    path.join(dir, 'server', 'route-preloads.json'),
    JSON.stringify({
      '/': '<link rel="modulepreload" crossorigin href="/assets/home-abc.js" />',
      '/product/:id': '<link rel="modulepreload" crossorigin href="/assets/product-abc.js" />',
    }),
  );
  return dir;
}

describe.each(testDbKinds())('server on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { webDist: fakeWebBuild(), metricsToken: 'scrape-secret' });
    await seedDemoCatalog(t.db, { parts: 60 });
    buyer = await t.bearer();
  });
  afterAll(() => t.close());

  it('answers /healthz with 200 when the database is reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the catalogue in the spec Part shape at GET /api/parts-data', async () => {
    const res = await t.app.inject({ url: '/api/parts-data?refresh=true&t=123', headers: buyer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['categories', 'lastUpdated', 'parts']);
    expect(body.categories).toHaveLength(6);
    expect(body.parts).toHaveLength(60);
    const part = body.parts[0];
    expect(Object.keys(part).sort()).toEqual(
      [
        'availability',
        'category',
        'createdAt',
        'description',
        'id',
        'imageUrl',
        'images',
        'name',
        'partNumber',
        'price',
        'retailPrice',
        'updatedAt',
      ].sort(),
    );
    expect(typeof part.price).toBe('number');
    expect(new Date(body.lastUpdated).getTime()).not.toBeNaN();
  });

  it('refuses a mutation sent from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Запрос с другого сайта отклонен');
  });

  it('falls back to index.html for client routes but keeps API 404s as JSON', async () => {
    const page = await t.app.inject('/admin/orders/15');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Заказ Запчасти для скутеров Yamaha - B2B поставщик</title>');
    const home = await t.app.inject('/');
    expect(home.body).toContain(
      '<title>Каталог запчастей Запчасти для скутеров Yamaha - B2B поставщик</title>',
    );
    const login = await t.app.inject('/login?next=%2Forders');
    expect(login.body).toContain('<title>Вход Запчасти для скутеров Yamaha - B2B поставщик</title>');
    const unknown = await t.app.inject('/no-such-page/at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain(
      '<title>Страница не найдена Запчасти для скутеров Yamaha - B2B поставщик</title>',
    );
    expect((await t.app.inject('/product/12')).statusCode).toBe(200);
    expect((await t.app.inject('/delivery')).statusCode).toBe(200);
    const api = await t.app.inject('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Не найдено' });
  });

  it("puts a signed-in buyer's first catalogue page in the HTML of / and /catalog, and nobody else's", async () => {
    const dataOf = (body: string) => {
      const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(body)?.[1];
      return json
        ? (JSON.parse(json) as {
            me: { email: string };
            search: { data: { items: unknown[] } };
            brands: Array<{ name: string; count: number }>;
          })
        : null;
    };
    const home = await t.app.inject({ url: '/', headers: buyer });
    expect(home.headers['cache-control']).toBe('private, no-cache');
    const data = dataOf(home.body);
    expect(data?.me.email).toContain('@');
    expect(data?.search.data.items).toHaveLength(30);
    // The brand filter (a native select, usable before the app starts) has its choices.
    expect(data?.brands.length).toBeGreaterThan(0);
    expect(home.body).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+" \/>/);
    // The first card's image is asked for before the app's chunks, the route's last.
    const at = (tag: string) => home.body.indexOf(tag);
    expect(at('<link rel="preload" as="image"')).toBeLessThan(at('<script type="module"'));
    expect(at('/assets/app-abc.js')).toBeLessThan(at('/assets/home-abc.js'));
    expect(at('/assets/home-abc.js')).toBeLessThan(at('</head>'));
    // Rendered here from the same answers; the app's chunks and the page's come with it (issue 33).
    expect(home.body).toMatch(/<div id="root"><main>30 #\d+<\/main><\/div>/);
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-abc.js" />');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-abc.js" />');
    expect(home.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d+)?$/);
    // A render that fails leaves the client's own render, with the answers.
    const catalog = await t.app.inject({ url: '/catalog', headers: buyer });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.body).toContain('<div id="root"></div>');
    expect(catalog.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-abc.js" />');
    expect(dataOf(catalog.body)?.search.data.items).toHaveLength(12);
    // The buyer's view, from the cookie the client keeps, for this account only.
    const viewed = async (cookie: string) =>
      (dataOf((await t.app.inject({ url: '/', headers: { ...buyer, cookie } })).body) as { layout?: string })
        ?.layout;
    const me = data?.me as unknown as { id: number };
    expect(await viewed(`catalog-layout=${me.id}.table`)).toBe('table');
    expect(await viewed(`catalog-layout=${me.id + 1}.table`)).toBeUndefined();
    // The cart's count (the header's badge), from the cookie the client keeps beside its storage.
    const counted = async (cookie?: string) =>
      (
        dataOf((await t.app.inject({ url: '/', headers: cookie ? { ...buyer, cookie } : buyer })).body) as {
          cartCount?: number;
        }
      )?.cartCount;
    expect(await counted('cart-count=7')).toBe(7);
    expect(await counted('cart-count=-1')).toBe(0);
    expect(await counted()).toBe(0);
    // An address with parameters (here the open cart) is the app's to render.
    const cartOpen = await t.app.inject({ url: '/?cart=open', headers: buyer });
    expect(cartOpen.body).toContain('<div id="root"></div>');
    expect(dataOf(cartOpen.body)?.search.data.items).toHaveLength(30);
    // With its data (tens of kB) the page travels compressed.
    const zipped = await t.app.inject({ url: '/', headers: { ...buyer, 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(dataOf(gunzipSync(zipped.rawPayload).toString('utf8'))?.search.data.items).toHaveLength(30);
    // A visitor, a filtered address, another page: the client asks itself.
    const visitor = await t.app.inject('/');
    expect(dataOf(visitor.body)).toBeNull();
    expect(visitor.body).toContain('<div id="root"></div>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(dataOf((await t.app.inject({ url: '/?q=ремень', headers: buyer })).body)).toBeNull();
    expect(dataOf((await t.app.inject({ url: '/orders', headers: buyer })).body)).toBeNull();
  });

  it("preloads a product page's chunks with its HTML, for a visitor and a buyer, and no other page's", async () => {
    const productChunk = '<link rel="modulepreload" crossorigin href="/assets/product-abc.js" />';
    const visitor = await t.app.inject('/product/12');
    expect(visitor.body).toContain(productChunk);
    // Nothing of the visitor's own in it: any cache may keep it.
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/product/12', headers: buyer })).body).toContain(productChunk);
    expect((await t.app.inject('/product/12/reviews')).body).not.toContain(productChunk);
    expect((await t.app.inject({ url: '/', headers: buyer })).body).not.toContain(productChunk);
  });

  it("shares the server's render of / among buyers of the same prices, and never a buyer's own data", async () => {
    const other = await t.bearer();
    const page = async (headers: Record<string, string>, cookie?: string) => {
      const body = (await t.app.inject({ url: '/', headers: cookie ? { ...headers, cookie } : headers }))
        .body;
      const json = /id="first-screen-data">(.*?)<\/script>/.exec(body)?.[1];
      const me = (JSON.parse(json!) as { me: { id: number; email: string } }).me;
      return { me, root: /<div id="root">(.*?)<\/div>/.exec(body)?.[1] };
    };
    const first = await page(buyer);
    const second = await page(other);
    // One render for both: the second buyer's page costs no render.
    expect(first.root).toMatch(/^<main>30 #\d+<\/main>$/);
    expect(second.root).toBe(first.root);
    expect(second.me.id).not.toBe(first.me.id);
    // A page that shows the buyer's e-mail (the list view of the stub) is rendered for each buyer alone.
    const own = await page(buyer, `catalog-layout=${first.me.id}.list`);
    const theirs = await page(other, `catalog-layout=${second.me.id}.list`);
    expect(own.root).toContain(first.me.email);
    expect(theirs.root).toContain(second.me.email);
    expect(theirs.root).not.toContain(first.me.email);
    expect(theirs.root).not.toContain('private-field');
    // Their reloads hit their own render.
    expect((await page(other, `catalog-layout=${second.me.id}.list`)).root).toBe(theirs.root);
  });

  it('serves hashed assets as immutable and demo images as SVG', async () => {
    const asset = await t.app.inject('/assets/app-abc.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    // The SSR bundle is the server's, not a file to serve.
    expect((await t.app.inject('/server/entry-server.js')).body).not.toContain('renderFirstScreen');
    const parts = (await t.app.inject({ url: '/api/parts-data', headers: buyer })).json().parts as Array<{
      images: string[];
    }>;
    const url = parts.find((p) => p.images.length > 0)?.images[0];
    expect(url).toMatch(/^\/media\/demo\//);
    const image = await t.app.inject(url!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('tells the web client who is signed in: nobody without a session', async () => {
    const res = await t.app.inject('/trpc/auth.me');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toBeNull();
  });

  it('is ready only with every migration applied, and shows Prometheus metrics to the token holder', async () => {
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    await t.app.inject({ url: '/api/parts-data', headers: buyer });
    for (const authorization of [undefined, 'Bearer wrong', 'scrape-secret', 'Bearer scrape-secret-']) {
      const refused = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Требуется авторизация' });
    }
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{.*route="\/api\/parts-data"/);
    expect(metrics.body).toMatch(/mail_outbox_messages\{status="failed"\} \d+/);
    expect(metrics.body).toMatch(/mail_outbox_messages\{status="pending"\} \d+/);
  });

  it('sends security headers: a CSP without framing, nosniff, and no HSTS over plain HTTP', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
