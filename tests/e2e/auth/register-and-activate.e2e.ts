import { expect, test } from '@playwright/test';
import { t } from '@shop/i18n';
import { waitForMail } from '../support/mailbox';
import { ADMIN, logIn, logOut, uniqueEmail } from './accountJourney';

test('[VISITOR][ADMIN][USERS]: a visitor registers, waits for activation, the admin activates them, and they use the account', async ({
  page,
}) => {
  const email = uniqueEmail('petrov');
  await page.goto('/register');
  await expect(page).toHaveTitle('Регистрация Запчасти для скутеров Yamaha - B2B поставщик');
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Пётр');
  await page.getByLabel('Фамилия').fill('Петров');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Телефон').fill('89181234567');
  await expect(page.getByLabel('Телефон')).toHaveValue('+7(918)123-45-67');
  await page.getByLabel('Компания').fill('ООО «Скутер-Юг»');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пароль должен быть не менее 6 символов')).toBeVisible();
  await expect(page.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();

  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('parol123');
  // The real input is visually hidden behind Chakra's styled box.
  await page.getByRole('checkbox', { name: /согласие на обработку/ }).check({ force: true });
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Регистрация прошла успешно')).toBeVisible();
  await waitForMail({ to: 'manager@scooter-parts.local', subjectIncludes: 'Пётр Петров' });

  await logIn(page, email, 'parol123');
  await expect(
    // Shown inline and as a toast: either proves the refusal.
    page.getByText('Учетная запись не активирована — ожидает активации администратором...').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Вход выполнен')).toBeVisible();
  await page.getByRole('link', { name: 'Управление пользователями' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Панель администратора' })).toBeVisible();
  const ownRow = page.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(ownRow.getByText('Текущий пользователь')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Ожидает активации')).toBeVisible();
  await row.getByRole('button', { name: `Активировать: ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Активировать' }).click();
  await expect(page.getByText('Пользователь активирован')).toBeVisible();
  await expect(row.getByText('Активен')).toBeVisible();
  await waitForMail({ to: email, subjectIncludes: t('auth:mail.accountActivated.subject') });
  await logOut(page);

  await logIn(page, email, 'parol123');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Добро пожаловать, Пётр Петров!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Фамилия').fill('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await page.getByLabel('Фамилия').fill('Петров-Южный');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Ваши данные успешно сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Фамилия')).toHaveValue('Петров-Южный');
  await logOut(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});
