import { expect, test } from '@playwright/test';

test('[VISITOR]: opening the catalogue sends a visitor to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Вход Запчасти для скутеров Yamaha - B2B поставщик');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});
