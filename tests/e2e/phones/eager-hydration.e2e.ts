// Issue 33: a signed-in buyer's '/' and '/catalog' arrive rendered by the
// server (apps/server plugins/firstScreenRender.ts) and the app hydrates them
// as soon as its chunks have arrived (apps/web main.tsx): no shim holds the
// script back. The server's page is the app's at every width, so React adopts
// it without a mismatch; the visible search field has its width's text from
// the start, and a tap right after load reaches the cart.
import { expect, test, type Page } from '@playwright/test';
import { appStarted, holdAppChunks } from '../support/firstInteraction';
import { signInAsBuyer } from '../support/signIn';

const DESKTOP_PLACEHOLDER = 'Поиск по названию или артикулу...';
const PHONE_PLACEHOLDER = 'Поиск...';
const PAGE_SIZE = { '/': 30, '/catalog': 12 } as const;

/** What React says when the server's markup and the app's first render differ, or any error. */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  const hydration = /hydrat|did not match|recoverable|Minified React error #(418|419|421|423|425)/i;
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || hydration.test(text)) complaints.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  return complaints;
}

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/', '/catalog'] as const) {
      test(`[BUYER][CATALOG]: the server's ${path} hydrates without a mismatch at ${width} px`, async ({
        page,
      }) => {
        await signInAsBuyer(page);
        // A part in the cart: the header's badge is part of the server's page.
        await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ 1: 2 })));
        await page.goto('/about');
        await appStarted(page);
        const complaints = hydrationComplaints(page);

        // The server's page, before any script: every card, the badge, the search text of this width.
        const { release } = await holdAppChunks(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE[path]);
        await expect(page.getByRole('link', { name: /Корзина.*2/ }).first()).toBeVisible();
        const search = page.getByRole('searchbox', { name: 'Поиск запчастей' });
        await expect(search).toHaveCount(1);
        await expect(search).toHaveAttribute(
          'placeholder',
          width >= 768 ? DESKTOP_PLACEHOLDER : PHONE_PLACEHOLDER,
        );
        await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
        // Every class Emotion made for the markup has its CSS in the page: a
        // style first asked for in a render React set aside (a Suspense
        // boundary that waited) came without it ('Последнее обновление').
        const unstyled = await page.evaluate(() => {
          const defined = new Set(
            [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
              (style.getAttribute('data-emotion') ?? '').split(' ').slice(1),
            ),
          );
          const used = [...document.querySelectorAll('#root [class]')].flatMap((element) =>
            [...element.classList].filter((name) => name.startsWith('css-')),
          );
          return [...new Set(used)].filter((name) => !defined.has(name.slice('css-'.length)));
        });
        expect(unstyled).toEqual([]);

        // No interaction: the app starts by itself and adopts the page as it is.
        release();
        await appStarted(page);
        await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE[path]);
        await expect(page.getByRole('link', { name: /Корзина.*2/ }).first()).toBeVisible();
        await expect(search).toHaveAttribute(
          'placeholder',
          width >= 768 ? DESKTOP_PLACEHOLDER : PHONE_PLACEHOLDER,
        );
        expect(complaints).toEqual([]);
      });
    }

    test(`[BUYER][CART]: a tap on 'Купить' right after load is never lost at ${width} px`, async ({
      page,
    }) => {
      await signInAsBuyer(page);
      for (const path of ['/', '/catalog']) {
        await page.evaluate(() => localStorage.removeItem('cart'));
        await page.goto(path);
        await page.getByRole('article').first().getByRole('button', { name: 'Купить' }).click();
        await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
        await expect(
          page.getByRole('article').first().getByRole('button', { name: 'В корзине' }),
        ).toBeVisible();
      }
    });
  });
}

test('[BUYER][CATALOG]: a buyer types into the desktop search field straight after load and finds a part', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsBuyer(page);
  await page.goto('/');
  await page.getByPlaceholder(DESKTOP_PLACEHOLDER).fill('Прокладка головки');
  await expect(page.getByRole('article').first()).toContainText('Прокладка головки');
  await expect(page).toHaveURL(/[?&]q=/);
});

test("[BUYER][PRODUCT]: every kind of page carries the theme's CSS once, as the server sent it", async ({
  page,
}) => {
  // The build writes the theme's global CSS into every page's head
  // (apps/web scripts/prerender.mjs), and the app does not insert it again
  // (shared/theme/system.ts providedSystem): a page the browser renders
  // alone (a product), one pre-rendered (/about) and one the server renders (/).
  await signInAsBuyer(page);
  for (const path of ['/product/1', '/about', '/']) {
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const themeStyles = await page.evaluate(
      "[...document.querySelectorAll('style')].filter((style) => style.textContent.includes('--chakra-colors-bg:')).map((style) => style.parentElement.tagName)",
    );
    expect(themeStyles, path).toEqual(['HEAD']);
  }
});
