// Issue 29.6: 'Отменен' returns the stock and mails the buyer, so the admin is
// asked first, from the list's inline select, the order page and the edit
// dialog; saying no leaves the order and the select as they were.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { signInAsAdmin } from '../support/signIn';
import { horizontalOverflow, VIEWPORTS } from '../support/screenCheck';
import { adminToken, partsById, placeOrderAsBuyer, stockedParts } from './orderApi';

// axe-core is injected as an inline script, which the shop's CSP refuses.
test.use({ bypassCSP: true });

const statusSelect = (page: Page, orderNumber: string) =>
  page.getByRole('combobox', { name: `Статус заказа ${orderNumber}` }).locator('visible=true');

async function statusOnServer(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/admin/orders/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
  });
  return ((await response.json()) as { status: string }).status;
}

for (const viewport of VIEWPORTS) {
  test(`[ADMIN][ORDERS]: cancelling an order asks first and 'Не отменять' keeps it (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const parts = await stockedParts(request, 4);
    const part = viewport.width > 400 ? parts[0]! : parts[2]!;
    const order = await placeOrderAsBuyer(request, [{ partId: part.id, quantity: 2 }]);
    const stock = async () => (await partsById(request)).get(part.id)?.availability;
    const reserved = await stock();
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill(order.orderNumber);

    // The list's select: the question names the order and what cancelling does.
    await statusSelect(page, order.orderNumber).selectOption('Отменен');
    const ask = page.getByRole('alertdialog', { name: 'Отмена заказа' });
    await expect(ask).toContainText(`Отменить заказ ${order.orderNumber}?`);
    await expect(ask).toContainText('вернутся на склад');
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await ask.getByRole('button', { name: 'Не отменять' }).click();
    await expect(ask).toBeHidden();
    await expect(statusSelect(page, order.orderNumber)).toHaveValue('confirmed');
    expect(await statusOnServer(page, order.id)).toBe('confirmed');
    expect(await stock()).toBe(reserved);

    // The order page's select asks the same; Escape is a 'no' too.
    await page.goto(`/admin/orders/${order.id}`);
    await statusSelect(page, order.orderNumber).selectOption('Отменен');
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(statusSelect(page, order.orderNumber)).toHaveValue('confirmed');
    expect(await statusOnServer(page, order.id)).toBe('confirmed');

    // Saying yes cancels it: the stock comes back.
    await statusSelect(page, order.orderNumber).selectOption('Отменен');
    await ask.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(page.getByText('Статус изменен').first()).toBeVisible();
    await expect(statusSelect(page, order.orderNumber)).toHaveValue('cancelled');
    expect(await statusOnServer(page, order.id)).toBe('cancelled');
    expect(await stock()).toBe(reserved! + 2);
  });
}

test("[ADMIN][ORDERS]: the edit dialog asks before saving 'Отменен'", async ({ page, request }) => {
  const [part] = await stockedParts(request, 1);
  const order = await placeOrderAsBuyer(request, [{ partId: part!.id, quantity: 1 }]);
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill(order.orderNumber);
  await page
    .getByRole('row', { name: new RegExp(order.orderNumber) })
    .getByRole('button', { name: 'Подробнее' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Заказ ${order.orderNumber}` });
  await dialog.getByRole('button', { name: 'Редактировать' }).click();
  await dialog.getByRole('combobox', { name: 'Статус' }).selectOption('Отменен');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Отмена заказа' });
  await ask.getByRole('button', { name: 'Не отменять' }).click();
  expect(await statusOnServer(page, order.id)).toBe('confirmed');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await ask.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByText('Данные заказа успешно обновлены')).toBeVisible();
  expect(await statusOnServer(page, order.id)).toBe('cancelled');
});
