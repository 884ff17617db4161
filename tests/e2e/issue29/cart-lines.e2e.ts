// Issue 29, point 8: the cart panel shows ≥ 8 lines on a 1280×800 screen (it
// showed ~4 at 130 px a line), in the order they came in: quick order puts a
// list in the cart in the list's order, not by part id.
import { expect, test, type Page } from '@playwright/test';
import { cartLines, cartPanel } from '../support/cartPanel';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { signInAsBuyer } from '../support/signIn';
import { partsById, type Part } from '../admin/orderApi';

test.use({ bypassCSP: true });

/** Twelve parts with distinct articles, listed against their id order (the cart's old order). */
async function twelveParts(page: Page): Promise<Part[]> {
  const parts = [...(await partsById(page.request)).values()].filter((part) => part.availability >= 5);
  const chosen = parts.slice(40, 52);
  return [
    chosen[5],
    chosen[11],
    chosen[0],
    chosen[8],
    chosen[2],
    chosen[10],
    chosen[1],
    chosen[7],
    chosen[3],
    chosen[9],
    chosen[4],
    chosen[6],
  ] as Part[];
}

async function fillFromQuickOrder(page: Page, parts: Part[]): Promise<void> {
  await page.goto('/quick-order');
  await page
    .getByLabel('Вставьте список: артикул и количество')
    .fill(parts.map((part, i) => `${part.partNumber}\t${i + 1}`).join('\n'));
  await page.getByRole('button', { name: 'Найти', exact: true }).click();
  await expect(page.getByText(/^Итого: 12 позиций на /)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(cartPanel(page)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(12);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][CART]: a quick-order list lands in the cart in its order, compact lines on the first screen', async ({
      page,
    }) => {
      await signInAsBuyer(page);
      await page.evaluate(() => localStorage.removeItem('cart'));
      const parts = await twelveParts(page);
      await fillFromQuickOrder(page, parts);

      // The list's order, line by line, and each line's quantity.
      await expect(cartLines(page).first()).toContainText(parts[0]!.partNumber);
      const labels = await cartLines(page).evaluateAll((items) =>
        items.map((item) => item.getAttribute('aria-label')),
      );
      expect(labels).toEqual(parts.map((part) => part.name));
      await expect(
        cartPanel(page).getByRole('textbox', { name: `Количество: ${parts[11]!.name}` }),
      ).toHaveValue('12');

      // A reload keeps the order.
      await page.reload();
      await expect(cartLines(page)).toHaveCount(12);
      expect(
        await cartLines(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
      ).toEqual(parts.map((part) => part.name));

      if (viewport.width === 1280) {
        // ≥ 8 whole lines, each with its stepper, and the total and checkout too.
        let visible = 0;
        for (const part of parts) {
          const line = cartLines(page).filter({ hasText: part.partNumber });
          const box = await line.boundingBox();
          if (box && box.y >= 0 && box.y + box.height <= viewport.height) visible += 1;
        }
        expect(visible).toBeGreaterThanOrEqual(8);
        await expect(cartPanel(page).getByText('Итого')).toBeInViewport({ ratio: 1 });
      }
      await expect(cartPanel(page).getByRole('button', { name: 'Оформить заказ' })).toBeInViewport({
        ratio: 1,
      });
      await expect(cartPanel(page).getByRole('button', { name: 'Скачать Excel' })).toBeInViewport({
        ratio: 1,
      });
      await checkScreen(page, 'cart-twelve-lines');
    });
  });
}
