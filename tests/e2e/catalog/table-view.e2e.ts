// Issue 16, points 3 and 6: the compact view 'Таблицей' fits at least 15
// parts in a 1280×800 window and 6 on a 375×812 phone, is remembered per
// user, and three quick 'Купить' leave one toast that counts them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, signInAsBuyer } from '../support/signIn';

/** Rows wholly visible below the sticky site header, with the list scrolled to its top. */
async function rowsInWindow(page: Page, list: Locator, rows: Locator): Promise<number> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const listTop = (await list.boundingBox())!.y;
  await page.evaluate((y) => window.scrollBy(0, y), listTop - header.y - header.height);
  const viewportHeight = page.viewportSize()!.height;
  const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
  let count = 0;
  for (const box of await Promise.all((await rows.all()).map((row) => row.boundingBox()))) {
    if (box && box.y >= headerBottom - 1 && box.y + box.height <= viewportHeight) count += 1;
  }
  return count;
}

const cases = [
  { viewport: { width: 1280, height: 800 }, least: 15 },
  { viewport: { width: 375, height: 812 }, least: 6 },
];

for (const { viewport, least } of cases) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(`[BUYER][CATALOG]: the table view shows at least ${least} parts and is remembered`, async ({
      page,
      browser,
    }) => {
      await signInAsBuyer(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Таблицей' }).click();
      await expect(page.getByRole('button', { name: 'Таблицей' })).toHaveAttribute('aria-pressed', 'true');
      const desktop = viewport.width >= 768;
      const list = desktop
        ? page.getByRole('table', { name: 'Товары' })
        : page.getByRole('list', { name: 'Товары' });
      const rows = desktop
        ? list.getByRole('row').filter({ has: page.getByRole('cell') })
        : list.getByRole('listitem');
      await expect(rows).toHaveCount(30);
      expect(await rowsInWindow(page, list, rows)).toBeGreaterThanOrEqual(least);
      // No image carousel in this view.
      await expect(list.getByRole('img')).toHaveCount(0);

      // Three quick adds: one toast that counts them, below the header on a phone.
      for (const row of (await rows.all()).slice(0, 3))
        await row.getByRole('button', { name: 'Купить' }).click();
      await expect(page.getByText('Добавлено: 3 позиции')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Просмотр' })).toHaveCount(1);
      if (!desktop) {
        const toast = (await page.getByText('Добавлено: 3 позиции').boundingBox())!;
        expect(toast.y).toBeGreaterThan(viewport.height / 2);
      }
      await expect(rows.first().getByRole('textbox', { name: /^Количество: / })).toHaveValue('1');

      // Remembered for this buyer after a reload; another account keeps its own view.
      // The server renders the page in that view; its first rows, the rest
      // once the app has started at the buyer's first move.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Таблицей' })).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(10, 10);
      await expect(rows).toHaveCount(30);
      const otherContext = await browser.newContext({ viewport });
      const other = await otherContext.newPage();
      await other.goto(new URL('/login', page.url()).toString());
      await other.evaluate(() => localStorage.clear());
      await signInAsAdmin(other);
      await other.goto('/');
      await expect(other.getByRole('button', { name: 'Сетка' })).toHaveAttribute('aria-pressed', 'true');
      await otherContext.close();
    });
  });
}
