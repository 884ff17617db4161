// Issue 29, point 4: the buyer sees the status the shop set ('Готов к выдаче',
// 'Отправлен', 'Подтвержден'…), not 'Создан' for all but three: in the
// history, the order dialog and the mail.
import { expect, test } from '@playwright/test';
import { placeOrderAsBuyer, stockedParts } from '../admin/orderApi';
import { setOrderStatus } from '../support/adminApi';
import { waitForMail } from '../support/mailbox';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { BUYER, signInAsBuyer } from '../support/signIn';

test.use({ bypassCSP: true });

const SHOWN: Array<[status: string, name: string]> = [
  ['confirmed', 'Подтвержден'],
  ['ready_for_pickup', 'Готов к выдаче'],
  ['shipped', 'Отправлен'],
  ['out_for_delivery', 'Доставляется'],
  ['delivered', 'Выполнен'],
  ['completed', 'Завершен'],
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("[BUYER][ORDERS]: the buyer's history, order dialog and mail name the order's real status", async ({
      page,
      request,
    }) => {
      const [part] = await stockedParts(request, 1);
      const orders: Array<{ id: number; orderNumber: string; name: string }> = [];
      for (const [status, name] of SHOWN) {
        const order = await placeOrderAsBuyer(request, [{ partId: part!.id, quantity: 1 }]);
        if (status !== 'confirmed') await setOrderStatus(request, order.id, status);
        orders.push({ ...order, name });
      }

      await signInAsBuyer(page);
      await page.goto('/orders');
      for (const order of orders) {
        await expect(page.getByRole('listitem', { name: order.orderNumber })).toContainText(order.name);
      }
      await expect(page.getByRole('listitem', { name: orders[2]!.orderNumber })).not.toContainText('Создан');
      await checkScreen(page, 'orders-statuses', true);

      const shipped = orders[2]!;
      await page.getByRole('button', { name: `Подробнее о заказе ${shipped.orderNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: `Заказ ${shipped.orderNumber}` });
      await expect(dialog.getByText('Отправлен', { exact: true })).toBeVisible();
      await checkScreen(page, 'order-dialog-shipped');

      const mail = await waitForMail({
        to: BUYER.email,
        subjectIncludes: `${shipped.orderNumber}: Отправлен`,
      });
      expect(mail.text).toContain('Статус: Отправлен');
    });
  });
}
