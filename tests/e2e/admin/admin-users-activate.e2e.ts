// Issue 29.12: the users list names each account's company (an activation is
// not blind), and the user's own page activates it with the list's question
// and rules (not one's own account).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { ADMIN, signInAsAdmin } from '../support/signIn';
import { horizontalOverflow, screenshotFor, VIEWPORTS } from '../support/screenCheck';
import { registerAccount } from '../support/register';

// axe-core is injected as an inline script, which the shop's CSP refuses.
test.use({ bypassCSP: true });

async function register(request: APIRequestContext, tag: string) {
  const stamp = `${Date.now()}${tag}`;
  const account = {
    first_name: 'Тимофей',
    last_name: `Новиков${stamp}`,
    email: `new.buyer.${stamp}@example.ru`,
    password: 'secret-pass-1',
    company: `ООО «Мопед-Юг ${stamp}»`,
    phone: '79180005566',
  };
  expect((await registerAccount(request, { data: account })).status()).toBe(201);
  return account;
}

/** The account's row (1280 px) or card (375 px), whichever shows. */
const entry = (page: Page, email: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: email }).locator('visible=true');

for (const viewport of VIEWPORTS) {
  test(`[ADMIN][USERS]: the admin sees whose company waits and activates it from the user's page (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await register(request, viewport.name);
    await signInAsAdmin(page);
    await page.goto('/admin/users?state=waiting');
    const listed = entry(page, account.email);
    await expect(listed).toContainText(account.company);
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFor(page, 'admin-users-company');

    await listed.getByRole('link', { name: account.email.split('@')[0]! }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    // The list stays on screen until the user's page has loaded its part of the app.
    await expect(page.getByRole('link', { name: 'Назад к списку пользователей' })).toBeVisible();
    await expect(page.getByText('Ожидает активации')).toBeVisible();
    await page.getByRole('button', { name: `Активировать: ${account.email}` }).click();
    const ask = page.getByRole('alertdialog', { name: 'Активация пользователя' });
    await expect(ask).toContainText(`${account.first_name} ${account.last_name}`);
    await ask.getByRole('button', { name: 'Активировать' }).click();
    await expect(page.getByText('Пользователь активирован')).toBeVisible();
    await expect(page.getByText('Активен', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Заблокировать: ${account.email}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFor(page, 'admin-user-page');

    // The account can now sign in.
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);

    // The admin's own page: no button against oneself.
    await page.goto('/admin/users');
    await entry(page, ADMIN.email).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Назад к списку пользователей' })).toBeVisible();
    await expect(page.getByText('Текущий пользователь')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`: ${ADMIN.email}$`) })).toHaveCount(0);
  });
}
