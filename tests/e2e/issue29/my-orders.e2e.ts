// Issue 29, point 10: 'Мои заказы' finds an order by its number or an article
// on it and by status, and 'Повторить заказ' puts its lines into the cart at
// today's prices, telling what changed and what is no longer sold.
import { expect, test, type Page } from '@playwright/test';
import { placeOrderAsBuyer } from '../admin/orderApi';
import { createPart, setOrderStatus, updatePart } from '../support/adminApi';
import { cartLines, cartPanel, quantityField } from '../support/cartPanel';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { signInAsBuyer } from '../support/signIn';

test.use({ bypassCSP: true });

const rows = (page: Page) => page.getByRole('list', { name: 'Мои заказы' }).getByRole('listitem');

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][ORDERS]: finding an order by article and status, and repeating it at today prices', async ({
      page,
      request,
    }) => {
      const tag = `RPT${viewport.width}-${Date.now() % 100_000}`;
      const kept = {
        name: `Ремень повтор ${tag}`,
        partNumber: `${tag}-A`,
        brand: 'Lipai',
        price: 500,
        availability: 3,
      };
      const gone = { name: `Снятая деталь ${tag}`, partNumber: `${tag}-B`, price: 100, availability: 9 };
      const keptId = await createPart(request, kept);
      const goneId = await createPart(request, gone);
      const repeated = await placeOrderAsBuyer(request, [
        { partId: keptId, quantity: 2 },
        { partId: goneId, quantity: 1 },
      ]);
      const other = await placeOrderAsBuyer(request, [{ partId: keptId, quantity: 1 }]);
      await setOrderStatus(request, other.id, 'shipped');
      await updatePart(request, keptId, { price: 550 });
      await updatePart(request, goneId, { archived: true });

      await signInAsBuyer(page);
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto('/orders');
      const search = page.getByRole('searchbox', { name: 'Поиск по номеру заказа или артикулу' });

      // By an article, typed in lower case without its dashes: both orders hold it.
      await search.fill(kept.partNumber.toLowerCase().replace(/-/g, ' '));
      await expect(rows(page)).toHaveCount(2);
      // By the status: only the shipped one.
      await page.getByRole('combobox', { name: 'Статус заказа' }).selectOption({ label: 'Отправлен' });
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toHaveAccessibleName(other.orderNumber);
      await expect(page).toHaveURL(/status=shipped/);
      await checkScreen(page, 'orders-filtered');
      // The archived article finds only the repeated order.
      await page.getByRole('combobox', { name: 'Статус заказа' }).selectOption({ label: 'Все статусы' });
      await search.fill(gone.partNumber);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toHaveAccessibleName(repeated.orderNumber);
      // Nothing found, and back.
      await search.fill('НЕТ-ТАКОГО-999');
      await expect(page.getByText('Заказы не найдены')).toBeVisible();
      await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
      await expect(search).toHaveValue('');

      // 'Повторить заказ' from the order's dialog: the report names the archived part and the new price.
      await search.fill(repeated.orderNumber);
      await expect(rows(page)).toHaveCount(1);
      await page.getByRole('button', { name: `Подробнее о заказе ${repeated.orderNumber}` }).click();
      const details = page.getByRole('dialog', { name: `Заказ ${repeated.orderNumber}` });
      await expect(details.getByRole('button', { name: 'Скачать Excel' })).toBeInViewport({ ratio: 1 });
      await checkScreen(page, 'order-dialog-footer');
      await details.getByRole('button', { name: 'Повторить заказ' }).click();
      const report = page.getByRole('dialog', { name: `Повтор заказа ${repeated.orderNumber}` });
      await expect(report).toContainText('В корзину добавлена 1 позиция по сегодняшним ценам — 1 100 ₽.');
      await expect(report.getByRole('region', { name: 'Сняты с продажи, не добавлены' })).toContainText(
        `${gone.partNumber} — ${gone.name}, 1 шт.`,
      );
      await expect(report.getByRole('region', { name: 'Цена изменилась' })).toContainText(
        'было 500 ₽, сейчас 550 ₽',
      );
      await checkScreen(page, 'repeat-report');
      await report.getByRole('link', { name: 'Перейти в корзину' }).click();
      await expect(cartLines(page)).toHaveCount(1);
      await expect(quantityField(page, kept.name)).toHaveValue('2');
      await expect(cartPanel(page)).toContainText('1 100 ₽');
    });
  });
}
