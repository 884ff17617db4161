import { expect, test } from '@playwright/test';
import { t } from '@shop/i18n';
import { linkIn, waitForMail } from '../support/mailbox';
import { ADMIN, logIn, uniqueEmail } from './accountJourney';
import { registerAccount } from '../support/register';

test('[VISITOR][AUTH]: a user resets a forgotten password from the mail link, and the link works only once', async ({
  page,
  request,
}) => {
  // An active account of our own (never a demo account other journeys use).
  const email = uniqueEmail('reset');
  const registered = await registerAccount(request, {
    data: { first_name: 'Ольга', last_name: 'Сбросова', email, password: 'old-pass-1', phone: '79180001122' },
  });
  expect(registered.status()).toBe(201);
  const admin = await (await request.post('/api/auth/login', { data: ADMIN })).json();
  const activated = await request.post(`/api/admin/users/${(await registered.json()).id}/toggle-status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'active' },
  });
  expect(activated.status()).toBe(200);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Отправить инструкции' }).click();
  await expect(page.getByText('Запрос отправлен').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться ко входу' })).toBeVisible();

  const mail = await waitForMail({ to: email, subjectIncludes: t('auth:mail.passwordReset.subject') });
  const link = linkIn(mail, '/reset-password');
  const resetPath = `${link.pathname}${link.search}`;

  await page.goto(resetPath);
  await page.getByLabel('Новый пароль').fill('new-pass-1');
  await page.getByLabel('Повторите пароль').fill('new-pass-2');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пожалуйста, убедитесь что пароли совпадают')).toBeVisible();
  await page.getByLabel('Повторите пароль').fill('new-pass-1');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль изменен успешно')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'new-pass-1');
  await expect(page).toHaveURL(/\/account$/);

  await page.goto(resetPath);
  await expect(page.getByText('Недействительная или устаревшая ссылка для сброса пароля.')).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByText('Отсутствует токен или email для сброса пароля')).toBeVisible();
});
