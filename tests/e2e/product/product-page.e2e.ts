// Issue 16, point 2: the product page sells like the part dialog: the same
// price block ('660 ₽', the retail price crossed out with −N %), stock and
// 'Купить', and its breadcrumb names the part.
import { expect, test } from '@playwright/test';
import { cartPanel } from '../support/cartPanel';
import { signInAsBuyer } from '../support/signIn';

interface CatalogPart {
  id: number;
  name: string;
  price: number;
  retailPrice: number | null;
  availability: number;
}

/** '1 500 ₽' as a pattern: ru-RU groups digits with a (no-break) space. */
const roublesPattern = (roubles: number) =>
  new RegExp(`^${String(roubles).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\s₽$`);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][PRODUCT]: a product page shows the price block and adds the part to the cart', async ({
      page,
    }) => {
      await signInAsBuyer(page);
      const { parts } = (await (await page.request.get('/api/parts-data')).json()) as {
        parts: CatalogPart[];
      };
      const part = parts.find(
        (p) =>
          Number.isInteger(p.price) &&
          p.retailPrice !== null &&
          p.retailPrice > p.price &&
          p.availability > 0,
      )!;
      await page.goto(`/product/${part.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText(part.name);
      await expect(main.getByText(roublesPattern(part.price)).first()).toBeVisible();
      await expect(main.getByText(/^−\d+%$/)).toBeVisible();
      await expect(main.getByText(`В наличии: ${part.availability} шт.`)).toBeVisible();

      await main.getByRole('button', { name: 'Купить' }).click();
      await expect(main.getByRole('button', { name: 'В корзине' })).toBeDisabled();
      await expect(main.getByRole('textbox', { name: `Количество: ${part.name}` })).toHaveValue('1');
      await page.getByRole('button', { name: 'Просмотр' }).click();
      await expect(cartPanel(page).getByRole('listitem', { name: part.name })).toBeVisible();
    });
  });
}
