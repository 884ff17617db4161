import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/signIn';
import { registerAccount } from '../support/register';

const PAYLOAD = '<img src=x onerror="window.__xss=1">Хакер';

test('[ADMIN][SECURITY]: markup typed into a registration is shown as text, never run', async ({
  page,
  request,
}) => {
  const email = `xss-${Date.now()}@example.ru`;
  const registered = await registerAccount(request, {
    data: {
      first_name: PAYLOAD,
      last_name: '<script>window.__xss=2</script>',
      email,
      password: 'parol123',
      company: '<b onmouseover="window.__xss=3">ООО</b>',
      phone: '79181112233',
      personal_data_consent: true,
    },
  });
  expect(registered.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  // The desktop table (the phone layout's cards are in the page too, hidden).
  const table = page.getByRole('table');
  await expect(table.getByText(email)).toBeVisible();
  await expect(table.getByText(PAYLOAD, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: email.split('@')[0]! }).click();
  // The list names the company too (table and hidden cards): read it on the user's page.
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  // The address changes first; the list stays on screen until the user's page has its chunk.
  await expect(page.getByRole('link', { name: 'Назад к списку пользователей' })).toBeVisible();
  await expect(page.getByRole('main').getByText('<b onmouseover="window.__xss=3">ООО</b>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
