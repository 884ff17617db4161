import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, TITLE_SUFFIX } from './publicPages';
import { startApp } from '../support/startApp';

// The e2e server runs without PUBLIC_URL, so the public address defaults to localhost.
const publicUrlOf = (baseURL: string | undefined) => (baseURL ?? '').replace('127.0.0.1', 'localhost');

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

test.describe('[VISITOR][SEO]: pages without JavaScript', () => {
  for (const { path, title, text } of PUBLIC_PAGES) {
    test(`${path} arrives as HTML with its title, text, meta and structured data`, async ({
      request,
      baseURL,
    }) => {
      const base = publicUrlOf(baseURL);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title} ${TITLE_SUFFIX}</title>`);
      expect(html).toContain(text);
      expect(html).toContain('<meta name="robots" content="index, follow" />');
      expect(html).toContain('<meta name="theme-color" content="#FF6600" />');
      // The delivery page's canonical address is the site root (spec section 2).
      const canonical = `${base}${path === '/delivery' ? '/' : path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:image" content="${base}/og-image.png" />`);
      expect(html).not.toContain('__PUBLIC_URL__');
      const data = jsonLdBlocks(html).map((block) => JSON.parse(block) as Record<string, unknown>);
      const store = data.find((d) => d['@type'] === 'AutoPartsStore');
      expect(store).toMatchObject({ currenciesAccepted: 'RUB', address: { addressCountry: 'RU' } });
      if (path === '/faq') {
        const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
        expect(faq?.mainEntity).toHaveLength(10);
      }
    });
  }

  test('the pages read in a browser without JavaScript, and hydrate without errors with it', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const withScript = await browser.newContext();
    const problems: string[] = [];
    // The sign-in form is pre-rendered too (apps/web/src/prerender/entry-server.tsx).
    const pages = [...PUBLIC_PAGES, { path: '/login', text: 'Вход в личный кабинет' }];
    for (const { path, text } of pages) {
      const plain = await noScript.newPage();
      await plain.goto(path);
      // Visible, not only present: React must not leave the page hidden for a script to reveal.
      await expect(plain.getByText(text).first()).toBeVisible();
      await plain.close();

      const page = await withScript.newPage();
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
      });
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      // The app starts by itself with the page (apps/web/src/main.tsx) and adopts its markup.
      await startApp(page);
      await expect(page.getByText(text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.close();
    }
    expect(problems).toEqual([]);

    // Before React takes over, the forms cannot be sent by the browser itself
    // (a GET would put the password in the address).
    const plainLogin = await noScript.newPage();
    await plainLogin.goto('/login');
    await expect(plainLogin.getByRole('button', { name: 'Войти', exact: true })).toBeDisabled();
    await expect(plainLogin.locator('form')).toHaveAttribute('method', 'post');
  });

  test('the share image is a 1200x630 PNG', async ({ request }) => {
    const body = await (await request.get('/og-image.png')).body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('robots.txt and sitemap.xml are served; the sitemap lists pages and products', async ({
    request,
    baseURL,
  }) => {
    const base = publicUrlOf(baseURL);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${base}/about</loc>`);
    expect(sitemap).toContain(`<loc>${base}/faq</loc>`);
    expect(sitemap.match(/\/product\/\d+<\/loc>/g)?.length ?? 0).toBeGreaterThan(5000);
  });
});
