// Locators for the cart side panel and its lines, shared by the ordering journeys.
import { expect, type Locator, type Page } from '@playwright/test';

export const BUYER = { email: 'buyer@scooter-parts.local', password: 'buyer12345' };

/** Signs the demo buyer in through the login form; the app then shows /account. */
export async function signInAsBuyer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(BUYER.email);
  await page.getByLabel(/^Пароль/).fill(BUYER.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}

export function cartPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Корзина' });
}

export function cartLines(page: Page): Locator {
  return cartPanel(page).getByRole('listitem');
}

/** The typed-quantity field of the line for `partName`. */
export function quantityField(page: Page, partName: string): Locator {
  return cartPanel(page).getByRole('textbox', { name: `Количество: ${partName}` });
}
