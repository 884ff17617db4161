// Issue 29.11: the admin's orders by status and by day (today, 7 days, a
// range) kept in the address, the time of day, a mark on orders no admin has
// opened; 'Требует внимания' first on /admin and its daily bars as links to
// the day's orders; the order page's aligned pairs and the invoice's payer.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { BUYER, signInAsAdmin } from '../support/signIn';
import { horizontalOverflow, screenshotFor, VIEWPORTS } from '../support/screenCheck';
import { adminToken, buyerPayerId, placeOrderAsBuyer, stockedParts, tokenOf } from './orderApi';

// axe-core is injected as an inline script, which the shop's CSP refuses.
test.use({ bypassCSP: true });

/** 'YYYY-MM-DD' in Moscow, `days` from today. */
function moscowDay(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
}
const label = (day: string) => day.split('-').reverse().join('.');

/** The order's row (1280 px) or card (375 px), whichever shows. */
const entry = (page: Page, orderNumber: string) =>
  page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .or(page.getByRole('listitem', { name: orderNumber }))
    .locator('visible=true');

for (const viewport of VIEWPORTS) {
  test(`[ADMIN][ORDERS]: the admin filters orders by status and day, sees new ones, and reads the order page (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const [first, second] = await stockedParts(request, 2);
    const payerId = await buyerPayerId(request);
    const fresh = await placeOrderAsBuyer(request, [{ partId: first!.id, quantity: 1 }], payerId);
    const shipped = await placeOrderAsBuyer(request, [{ partId: second!.id, quantity: 1 }]);
    const change = await request.put(`/api/admin/orders/${shipped.id}/status`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { status: 'shipped' },
    });
    expect(change.ok()).toBe(true);
    const today = moscowDay();

    // /admin: what needs action first, then today's bar straight to today's orders.
    await signInAsAdmin(page);
    await page.goto('/admin');
    const attention = page.getByRole('heading', { name: 'Требует внимания', level: 2 });
    const summary = page.getByRole('heading', { name: 'Сводка', level: 2 });
    await expect(summary).toBeVisible();
    expect((await attention.boundingBox())!.y).toBeLessThan((await summary.boundingBox())!.y);
    await page.getByRole('link', { name: new RegExp(`^Заказы за ${label(today)}:`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?from=${today}&to=${today}$`));
    const period = page.getByRole('group', { name: 'Период' });
    await expect(period.getByRole('button', { name: 'Сегодня' })).toHaveAttribute('aria-pressed', 'true');

    // Today's list: the time of day, and 'Новый' on what nobody has opened.
    const row = entry(page, fresh.orderNumber);
    await expect(row).toContainText(new RegExp(`${label(today)}, \\d{2}:\\d{2}`));
    await expect(row.getByText('Новый', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFor(page, 'admin-orders-today');

    // By status, kept in the address across a reload.
    await page.getByRole('combobox', { name: 'Статус заказов' }).selectOption('Отправлен');
    await expect(page).toHaveURL(/status=shipped/);
    await expect(entry(page, shipped.orderNumber)).toBeVisible();
    await expect(entry(page, fresh.orderNumber)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Статус заказов' })).toHaveValue('shipped');
    await expect(entry(page, fresh.orderNumber)).toHaveCount(0);
    await page.getByRole('button', { name: 'Показать все заказы' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);

    // 7 days, then a range that starts tomorrow, then one that ends before it starts.
    await period.getByRole('button', { name: '7 дней' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${moscowDay(-6)}&to=${today}`));
    await expect(entry(page, fresh.orderNumber)).toBeVisible();
    await period.getByRole('button', { name: 'Период' }).click();
    await page.getByLabel('Заказы по дату').fill(moscowDay(1));
    await page.getByLabel('Заказы с даты').fill(moscowDay(1));
    await expect(page.getByText('Таких заказов нет')).toBeVisible();
    await page.getByLabel('Заказы по дату').fill(moscowDay(-1));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Дата начала периода позже даты окончания' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Only the new ones; opening an order takes it off that list.
    await page.getByRole('button', { name: 'Показать все заказы' }).click();
    await page.getByRole('button', { name: 'Только новые' }).click();
    await expect(page).toHaveURL(/new=1/);
    await entry(page, fresh.orderNumber).getByRole('button', { name: 'Подробнее' }).click();
    const dialog = page.getByRole('dialog', { name: `Заказ ${fresh.orderNumber}` });
    await expect(dialog).toContainText('ООО «СкутерСервис»');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(entry(page, fresh.orderNumber)).toHaveCount(0);

    // The order page: values in one column across cards, the invoice's payer, who opened it.
    await page.goto(`/admin/orders/${fresh.id}`);
    const value = (name: string) =>
      page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
    if (viewport.width > 400) {
      const client = (await value('Клиент').boundingBox())!;
      const delivery = (await value('Способ доставки').boundingBox())!;
      expect(client.x).toBe(delivery.x);
      expect(client.x).toBeGreaterThan(
        (await page.locator('dt', { hasText: 'Способ доставки' }).boundingBox())!.x,
      );
    }
    const payer = page.getByRole('region', { name: 'Плательщик по счёту' });
    await expect(payer).toContainText('ООО «Мотосервис Плюс»');
    await expect(payer).toContainText('7720123457');
    await expect(value('Впервые открыт')).toContainText('Анна Администратова');
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFor(page, 'admin-order-page');
  });
}

test('[ADMIN][ORDERS]: the list filters are checked on the server, in Russian, for admins only', async ({
  request,
}) => {
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const bad = await request.get('/api/admin/orders?from=2026-02-30', { headers: admin });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toContain(
    'Дата должна быть в формате ГГГГ-ММ-ДД',
  );
  const reversed = await request.get('/api/admin/orders?from=2026-11-20&to=2026-11-10', { headers: admin });
  expect(reversed.status()).toBe(400);
  expect(((await reversed.json()) as { message: string }).message).toContain(
    'Дата начала периода позже даты окончания',
  );
  const buyer = { authorization: `Bearer ${await tokenOf(request, BUYER)}` };
  expect((await request.get('/api/admin/orders?from=2026-11-20', { headers: buyer })).status()).toBe(403);
});
