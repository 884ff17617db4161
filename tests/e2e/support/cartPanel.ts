// Locators for the cart side panel and its lines, shared by the ordering journeys.
import type { Locator, Page } from '@playwright/test';

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
