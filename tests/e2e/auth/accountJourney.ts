// Steps the account journeys share: signing in and out through the real forms.
import { expect, type Page } from '@playwright/test';

export { ADMIN } from '../support/signIn';

/** Submits the login form; the caller checks the outcome (a refusal is a result too). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Разделы личного кабинета' })
    .getByRole('button', { name: 'Выйти' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Выход выполнен')).toBeVisible();
}

/** A unique address per run, so journeys never collide with earlier data. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}@example.ru`;
