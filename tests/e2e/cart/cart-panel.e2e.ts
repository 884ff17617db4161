// Issue 16, points 1 and 4: a freshly opened cart survives Enter, clearing can
// be undone, and three lines fit the panel with their steppers, the total and
// 'Оформить заказ' in view, on a desktop and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { cartLines, cartPanel } from '../support/cartPanel';
import { signInAsBuyer } from '../support/signIn';

interface CatalogPart {
  id: number;
  name: string;
  availability: number;
}

/** Three parts with plenty of stock, put straight into the cart's local storage. */
async function fillCartWithThree(page: Page): Promise<CatalogPart[]> {
  const { parts } = (await (await page.request.get('/api/parts-data')).json()) as { parts: CatalogPart[] };
  const chosen = parts.filter((part) => part.availability >= 10).slice(0, 3);
  const cart = Object.fromEntries(chosen.map((part) => [String(part.id), 2]));
  await page.evaluate((json) => localStorage.setItem('cart', json), JSON.stringify(cart));
  return chosen;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][CART]: Enter on a freshly opened cart leaves it intact; clearing can be undone', async ({
      page,
    }) => {
      await signInAsBuyer(page);
      const parts = await fillCartWithThree(page);
      await page.goto('/catalog?cart=open');
      const panel = cartPanel(page);
      await expect(cartLines(page)).toHaveCount(3);
      await expect(panel.getByRole('button', { name: 'Закрыть' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
      await page.goto('/catalog?cart=open');
      await expect(cartLines(page)).toHaveCount(3);

      // Every line's stepper, the stock as stock, the total and checkout, without scrolling.
      for (const part of parts) {
        const line = cartLines(page).filter({ hasText: part.name });
        await expect(line.getByRole('group', { name: `Количество: ${part.name}` })).toBeInViewport({
          ratio: 1,
        });
        await expect(line.getByText(`В наличии: ${part.availability} шт.`)).toBeVisible();
      }
      await expect(panel.getByText('Итого')).toBeInViewport({ ratio: 1 });
      await expect(panel.getByRole('button', { name: 'Оформить заказ' })).toBeInViewport({ ratio: 1 });

      // 'Очистить' empties the cart; the toast's 'Отменить' puts every line back.
      await panel.getByRole('button', { name: 'Очистить' }).click();
      await expect(panel.getByText('Корзина пуста')).toBeVisible();
      await page.getByRole('button', { name: 'Отменить' }).click();
      await expect(cartLines(page)).toHaveCount(3);
      const stored = await page.evaluate(() => localStorage.getItem('cart'));
      expect(Object.keys(JSON.parse(stored ?? '{}'))).toHaveLength(3);
    });
  });
}
