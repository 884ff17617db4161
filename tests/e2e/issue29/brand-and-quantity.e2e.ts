// Issue 29, point 9: the brand is shown in the cards, the table, the part
// dialog and the product page; the dialog and the product page choose the
// quantity before adding, as a wholesale buyer wants; 'Количество
// изображений' is not a characteristic.
import { expect, test, type Page } from '@playwright/test';
import { createPart } from '../support/adminApi';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { signInAsBuyer } from '../support/signIn';

test.use({ bypassCSP: true });

const cartQuantity = (page: Page, partId: number) =>
  page.evaluate(
    (id) => (JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, number>)[id] ?? 0,
    partId,
  );

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][CATALOG]: the brand everywhere, and the quantity chosen before adding in the dialog and on the page', async ({
      page,
      request,
    }) => {
      const tag = `BRQ${viewport.width}-${Date.now() % 100_000}`;
      const part = {
        name: `Вариатор ${tag}`,
        partNumber: `${tag}-1`,
        brand: 'Lipai',
        price: 900,
        availability: 50,
      };
      const id = await createPart(request, part);
      await signInAsBuyer(page);
      await page.evaluate(() => localStorage.removeItem('cart'));

      // The card.
      await page.goto(`/catalog?q=${encodeURIComponent(part.partNumber)}`);
      const card = page.getByRole('article', { name: part.name });
      await expect(card).toContainText(`Артикул: ${part.partNumber} · Бренд: Lipai`);
      await checkScreen(page, 'catalog-card-brand');

      // The part dialog: its brand, no image count, 5 at once.
      await card.getByRole('button', { name: `Подробнее о товаре ${part.name}` }).click();
      const dialog = page.getByRole('dialog', { name: part.name });
      await expect(dialog).toContainText('Бренд: Lipai');
      await expect(dialog).not.toContainText('Количество изображений');
      const quantity = dialog.getByRole('textbox', { name: `Количество: ${part.name}` });
      await quantity.fill('5');
      await quantity.blur();
      await dialog.getByRole('button', { name: 'Увеличить количество' }).click();
      await expect(quantity).toHaveValue('6');
      await checkScreen(page, 'part-dialog-quantity');
      await dialog.getByRole('button', { name: 'Добавить в корзину' }).click();
      await expect(dialog.getByRole('button', { name: 'В корзине' })).toBeDisabled();
      expect(await cartQuantity(page, id)).toBe(6);
      await dialog.getByRole('button', { name: 'Закрыть' }).first().click();

      // The table: a brand column on a desktop, the brand in the row's line on a phone.
      await page.getByRole('button', { name: 'Таблицей' }).click();
      const table = page
        .getByRole('table', { name: 'Товары' })
        .or(page.getByRole('list', { name: 'Товары' }));
      await expect(table.getByText('Lipai').first()).toBeVisible();
      await page.getByRole('button', { name: 'Сетка' }).click();

      // The product page: brand and the quantity first.
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto(`/product/${id}`);
      const main = page.getByRole('main');
      await expect(main).toContainText(`Артикул: ${part.partNumber} · Бренд: Lipai`);
      await main.getByRole('textbox', { name: `Количество: ${part.name}` }).fill('12');
      await main.getByRole('textbox', { name: `Количество: ${part.name}` }).blur();
      await main.getByRole('button', { name: 'Купить' }).click();
      await expect(main.getByRole('button', { name: 'В корзине' })).toBeDisabled();
      expect(await cartQuantity(page, id)).toBe(12);
      // The toast may come a frame after the button: axe reads it once it is in, at full colour.
      await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
      await checkScreen(page, 'product-quantity', true);
    });
  });
}
