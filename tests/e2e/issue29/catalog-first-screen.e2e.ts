// Issue 29, point 7: the catalogue's first screen at 1280×800 showed 6 table
// rows (the header, search and category chips took ~540 px). With a compact
// toolbar ≥ 12 rows of /catalog and of / are on it, as the server renders the
// page and once the app has started (the server's page is the app's), with
// the spec's page sizes kept. At 375 px nothing overflows.
import { expect, test, type Page } from '@playwright/test';
import { appStarted, holdAppChunks } from '../support/firstInteraction';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { signInAsBuyer } from '../support/signIn';

test.use({ bypassCSP: true });

/** Table rows (the header left out) wholly inside the window. */
async function rowsOnFirstScreen(page: Page): Promise<number> {
  const height = page.viewportSize()!.height;
  const boxes = await page
    .getByRole('table', { name: 'Товары' })
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.getBoundingClientRect().bottom));
  return boxes.filter((bottom) => bottom <= height).length;
}

async function chooseTableView(page: Page): Promise<void> {
  await page.goto('/catalog');
  await appStarted(page);
  await page.getByRole('button', { name: 'Таблицей' }).click();
  await expect(page.getByRole('button', { name: 'Таблицей' })).toHaveAttribute('aria-pressed', 'true');
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][CATALOG]: the table view’s first screen holds ≥ 12 rows, the server’s page as the app’s', async ({
      page,
    }) => {
      await signInAsBuyer(page);
      await chooseTableView(page);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      for (const [path, pageSize] of [
        ['/catalog', 12],
        ['/', 30],
      ] as const) {
        const { release } = await holdAppChunks(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const table = page.getByRole('table', { name: 'Товары' });
        if (viewport.width === 1280) {
          await expect(table.getByRole('row')).toHaveCount(1 + pageSize);
          const rendered = await rowsOnFirstScreen(page);
          expect(rendered, `${path} as the server renders it`).toBeGreaterThanOrEqual(12);
          release();
          await appStarted(page);
          await expect(table.getByRole('row')).toHaveCount(1 + pageSize);
          expect(await rowsOnFirstScreen(page), `${path} once the app runs`).toBe(rendered);
        } else {
          release();
          await appStarted(page);
        }
        // The categories are one select in the table view, on the filters' line.
        await expect(page.getByRole('combobox', { name: 'Категория' })).toBeVisible();
        await page.unroute(/\/assets\/.+\.js$/);
        await checkScreen(page, `catalog-table${path === '/' ? '-home' : ''}`);
      }

      // A category from the select filters the table and stays in the address.
      const categories = page.getByRole('combobox', { name: 'Категория' });
      const second = (await categories.locator('option').nth(2).textContent())!;
      await categories.selectOption({ label: second });
      await expect(page).toHaveURL(/[?&]category=/);
      expect(errors).toEqual([]);
    });

    test('[BUYER][CATALOG]: the grid view keeps the categories on one scrollable line', async ({ page }) => {
      await signInAsBuyer(page);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/catalog');
      await appStarted(page);
      await page.getByRole('button', { name: 'Сетка' }).click();
      if (viewport.width === 1280) {
        const group = page.getByRole('group', { name: 'Категории' });
        const buttons = group.getByRole('button');
        const tops = await buttons.evaluateAll((all) =>
          all.map((b) => Math.round(b.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, 'the category buttons stand on one line').toBe(1);
      }
      await checkScreen(page, 'catalog-grid');
      // The server-rendered page hydrates without a recoverable error (a client-only boundary).
      expect(errors).toEqual([]);
    });
  });
}
