import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { appStarted, holdAppChunks } from '../support/firstInteraction';
import { signInAsBuyer } from '../support/signIn';

// A signed-in buyer's '/' arrives rendered by the server (apps/server
// plugins/firstScreenRender.ts) and the app hydrates it as soon as its chunks
// have arrived (apps/web main.tsx). These journeys hold the app's chunks
// back, as a slow phone would take its time over them.

/** Errors in the console: a hydration mismatch would be one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const resultsCount = /^Найдено 5\s?\d{3} товар(а|ов)?$/;

/**
 * A signed-in buyer's '/' as the server renders it, the app's chunks held
 * until `release()`; `errors` collects the console's errors from then on.
 */
async function openRenderedCatalogue(page: Page): Promise<{ release: () => void; errors: string[] }> {
  await signInAsBuyer(page);
  const errors = consoleErrors(page);
  const { release } = await holdAppChunks(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return { release, errors };
}

test("[BUYER][CATALOG]: the buyer's catalogue is there before the app, which then starts without a tap", async ({
  page,
}) => {
  const { release, errors } = await openRenderedCatalogue(page);

  // Rendered by the server: the parts, their prices and the buyer's header, no app yet.
  await expect(page.getByText(resultsCount)).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByText(/₽/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти', exact: true })).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');

  // The chunks arrive: the app adopts the page by itself, and 'Купить' works.
  release();
  await appStarted(page);
  const partName = await firstCard.getAttribute('aria-label');
  await firstCard.getByRole('button', { name: 'Купить' }).click();
  await expect(firstCard.getByRole('button', { name: 'В корзине' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('cart') ?? '{}'))))
    .toEqual([1]);
  await page
    .getByRole('link', { name: /Корзина/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText(partName!).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('[BUYER][CATALOG]: on the server-rendered catalogue a search typed before the app started counts, and the box works after', async ({
  page,
}) => {
  const { release, errors } = await openRenderedCatalogue(page);
  const search = page.getByRole('searchbox', { name: 'Поиск запчастей' });
  // Typed, and Enter pressed, before the app is there: the browser reloads nothing, and the text counts.
  await search.fill('ghjrkflrf ujkjdrb');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  release();
  await appStarted(page);
  await expect(page.getByRole('article').first()).toContainText('Прокладка головки');
  await search.fill('');
  await expect(page.getByText(resultsCount)).toBeVisible();
  expect(errors).toEqual([]);
});

test('[BUYER][CATALOG]: on the server-rendered catalogue a brand picked before the app started counts', async ({
  page,
}) => {
  const { release, errors } = await openRenderedCatalogue(page);
  // The brand filter is a native select: its choices come with the page.
  const brands = page.getByRole('combobox', { name: 'Бренд' });
  const choice = (await brands.locator('option').nth(1).textContent())!;
  const brand = choice.replace(/\s*\(\d+\)$/, '');
  await brands.selectOption({ label: choice });
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  release();
  await appStarted(page);
  await expect(page).toHaveURL(
    new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(brands).toHaveValue(brand);
  expect(errors).toEqual([]);
});

test.describe('axe', () => {
  // axe-core is injected as an inline script, which the site's CSP rightly refuses.
  test.use({ bypassCSP: true });

  for (const width of [1280, 375]) {
    test(`[BUYER][A11Y]: the server-rendered catalogue passes axe at ${width} px, before and after the start`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { release } = await openRenderedCatalogue(page);
      await expect(page.getByText(resultsCount)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      release();
      await appStarted(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
