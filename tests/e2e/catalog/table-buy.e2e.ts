// The table view ('Таблицей') is where a wholesale buyer orders dozens of
// lines: each row's order cell takes the quantity first and 'Купить' puts
// that many in the cart; then a tick says the part is in the cart and the
// stepper changes the cart's quantity. A phone's row has 'Купить' alone.
import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from '../support/screenCheck';
import { signInAsBuyer } from '../support/signIn';
import { closeToasts } from '../support/toasts';

// checkScreen runs axe in the page, which the CSP would refuse.
test.use({ bypassCSP: true });

const cart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, number>);

async function openTableWithEmptyCart(page: Page): Promise<void> {
  await signInAsBuyer(page);
  await page.evaluate(() => localStorage.removeItem('cart'));
  await page.goto('/catalog');
  await page.getByRole('button', { name: 'Таблицей' }).click();
}

test.describe('1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("[BUYER][CART]: a table row puts the typed quantity in the cart, then its stepper changes the cart's", async ({
    page,
  }) => {
    await openTableWithEmptyCart(page);
    const row = page.getByRole('table', { name: 'Товары' }).getByRole('row').nth(1);
    const name = (await row.getByRole('cell').nth(1).innerText()).trim();
    const quantity = row.getByRole('textbox', { name: `Количество: ${name}` });

    await quantity.fill('5');
    await quantity.blur();
    await row.getByRole('button', { name: 'Купить' }).click();
    await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
    await expect(row.getByRole('img', { name: 'В корзине' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Купить' })).toHaveCount(0);
    expect(Object.values(await cart(page))).toEqual([5]);

    await row.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(quantity).toHaveValue('6');
    expect(Object.values(await cart(page))).toEqual([6]);
    // The other rows still offer 'Купить' with their own quantity.
    await expect(
      page.getByRole('table', { name: 'Товары' }).getByRole('button', { name: 'Купить' }),
    ).toHaveCount(11);

    await closeToasts(page);
    await checkScreen(page, 'catalog-table-in-cart');
  });
});

test.describe('375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("[BUYER][CART]: a phone's table row puts one in the cart, then shows the stepper", async ({
    page,
  }) => {
    await openTableWithEmptyCart(page);
    const item = page.getByRole('list', { name: 'Товары' }).getByRole('listitem').first();
    await expect(item.getByRole('textbox')).toHaveCount(0);

    await item.getByRole('button', { name: 'Купить' }).click();
    await expect(item.getByRole('img', { name: 'В корзине' })).toBeVisible();
    await expect(item.getByRole('textbox')).toHaveValue('1');
    expect(Object.values(await cart(page))).toEqual([1]);

    await closeToasts(page);
    await checkScreen(page, 'catalog-table-in-cart');
  });
});
