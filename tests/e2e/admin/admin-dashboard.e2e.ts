// The admin's first screen 'Сводка': figures, charts (SVG drawn), a status
// slice leading to the filtered orders list, a waiting account activated in
// place; a buyer kept out in the UI, over tRPC and over REST.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { ADMIN, BUYER, signInAsAdmin, signInAsBuyer } from '../support/signIn';
import { placeOrderAsBuyer, stockedParts } from './orderApi';
import { registerAccount } from '../support/register';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

// axe-core is injected as an inline script, which the shop's CSP refuses.
test.use({ bypassCSP: true });

/** Whether the page is wider than the screen (a sideways scroll on a phone). */
const pageOverflows = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth');

test('[ADMIN][DASHBOARD]: admin reads the shop at a glance, follows a status slice and activates a waiting account', async ({
  page,
  request,
}) => {
  // Two widths, two axe runs and a lazy chart chunk: longer than one screen's journey.
  test.slow();
  const stamp = Date.now();
  const lastName = `Ожидающий${stamp}`;
  const registered = await registerAccount(request, {
    data: {
      first_name: 'Семён',
      last_name: lastName,
      email: `waiting.${stamp}@example.ru`,
      password: 'secret-pass-1',
      company: 'ООО «Скутер-Сервис»',
      phone: '79180001122',
    },
  });
  expect(registered.status()).toBe(201);
  const [first, second] = await stockedParts(request, 2);
  const shipped = await placeOrderAsBuyer(request, [{ partId: first!.id, quantity: 2 }]);
  const other = await placeOrderAsBuyer(request, [{ partId: second!.id, quantity: 1 }]);
  const adminToken = await tokenOf(request, ADMIN);
  const statusChange = await request.put(`/api/admin/orders/${shipped.id}/status`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'shipped' },
  });
  expect(statusChange.ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await page
    .getByRole('navigation', { name: 'Разделы панели администратора' })
    .getByRole('link', { name: 'Сводка' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Сводка', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Выручка/ })).toContainText('₽');

  // The charts' chunk loaded and drew: bars for the days, slices for the statuses.
  const daily = page.getByRole('region', { name: 'Выручка и заказы по дням' });
  await expect(daily.locator('svg path').first()).toBeVisible();
  expect(await daily.locator('svg path').count()).toBeGreaterThan(0);
  const statuses = page.getByRole('region', { name: 'Заказы по статусам' });
  expect(await statuses.locator('svg path').count()).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Топ-10 товаров по количеству' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A status slice opens the orders list filtered to that status and the period.
  await statuses.getByRole('link', { name: 'Отправлен' }).click();
  await expect(page).toHaveURL(
    /\/admin\/orders\?status=shipped&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  await expect(page.getByRole('combobox', { name: 'Статус заказов' })).toHaveValue('shipped');
  await expect(page.getByRole('table').getByText(shipped.orderNumber)).toBeVisible();
  await expect(page.getByRole('table').getByText(other.orderNumber)).toHaveCount(0);
  await page.getByRole('button', { name: 'Показать все заказы' }).click();
  await expect(page.getByRole('table').getByText(other.orderNumber)).toBeVisible();

  // A waiting account is activated where it is listed, and leaves the list.
  await page.goto('/admin');
  const waiting = page.getByRole('region', { name: 'Ожидают активации' });
  await waiting.getByRole('button', { name: `Активировать: Семён ${lastName}` }).click();
  await expect(page.getByText('Пользователь активирован')).toBeVisible();
  await expect(waiting.getByText(lastName)).toHaveCount(0);

  // A phone: everything fits the width, the charts still draw.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(daily.locator('svg path').first()).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

test('[ADMIN][DASHBOARD]: a buyer gets no dashboard in the UI, over tRPC or over REST', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, BUYER);
  const rest = await request.get('/api/admin/dashboard?days=30', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rest.status()).toBe(403);
  expect(((await rest.json()) as { message: string }).message).toMatch(/[А-Яа-я]/);

  await signInAsBuyer(page);
  const input = encodeURIComponent(JSON.stringify({ days: 30 }));
  const trpc = await page.request.get(`/trpc/admin.dashboard.summary?input=${input}`);
  expect(trpc.status()).toBe(403);

  await page.goto('/admin');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Сводка' })).toHaveCount(0);
});
