// The demo accounts and signing in through the login form, shared by the journeys.
import { expect, type Page } from '@playwright/test';

export const BUYER = { email: 'buyer@scooter-parts.local', password: 'buyer12345' };
export const ADMIN = { email: 'admin@scooter-parts.local', password: 'admin12345' };

/** Signs in through the login form; the app then shows /account. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Пароль/).fill(account.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}

export const signInAsBuyer = (page: Page) => signIn(page, BUYER);
export const signInAsAdmin = (page: Page) => signIn(page, ADMIN);
