import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, signInAsAdmin } from '../support/signIn';
import { registerAccount } from '../support/register';

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** How far `element`'s content runs past its box sideways (0 when it fits). */
const sidewaysOverflow = (element: Locator) => element.evaluate((el) => el.scrollWidth - el.clientWidth);

/** Whether `element` lies sideways within `frame` (left to right, whatever the scroll down). */
async function expectSidewaysWithin(element: Locator, frame: Locator): Promise<void> {
  const inner = (await element.boundingBox())!;
  const outer = (await frame.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
}

test('[ADMIN][USERS]: the users list fits a 1280 px desktop as a table and a phone as cards', async ({
  page,
  request,
}) => {
  // The long address, user name and surname that used to widen the table past the screen.
  const email = `zakupki-otdel-snabzheniya.${Date.now()}@megascooterservice-krasnodar.ru`;
  const registered = await registerAccount(request, {
    data: {
      first_name: 'Александра',
      last_name: 'Верхнеднепровская-Преображенская',
      email,
      password: 'secret-pass-1',
      company: 'ООО «Мегаскутерсервис Краснодар»',
      phone: '79180003344',
    },
  });
  expect(registered.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: email });
  // A new sign-up waits for activation; it is not shown as blocked.
  await expect(row.getByText('Ожидает активации')).toBeVisible();
  // Only the waiting ones, kept in the address (the dashboard links there).
  const filter = page.getByRole('group', { name: 'Показать пользователей' });
  await filter.getByRole('button', { name: /^Ожидают активации: \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/users\?state=waiting$/);
  await expect(row).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: ADMIN.email })).toHaveCount(0);
  await screenshot(page, 'admin-users-waiting-1280');
  await filter.getByRole('button', { name: /^Все: \d+$/ }).click();
  const scrollArea = table.locator('..');
  expect(await sidewaysOverflow(scrollArea)).toBeLessThanOrEqual(0);
  // The last column shows in full, for the long row and the admin's own.
  await expectSidewaysWithin(row.getByRole('button', { name: `Активировать: ${email}` }), scrollArea);
  const ownRow = table.getByRole('row').filter({ hasText: ADMIN.email });
  await expectSidewaysWithin(ownRow.getByText('Текущий пользователь'), scrollArea);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByRole('link', { name: email.split('@')[0]! })).toBeVisible();
  await expect(card.getByText('Ожидает активации')).toBeVisible();
  await screenshot(page, 'admin-users-375');
  expect(await sidewaysOverflow(card)).toBeLessThanOrEqual(0);
  await expectSidewaysWithin(card, page.locator('main'));
  await card.getByRole('button', { name: `Активировать: ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Активировать' }).click();
  await expect(page.getByText('Пользователь активирован')).toBeVisible();
  await expect(card.getByText('Активен')).toBeVisible();
});
