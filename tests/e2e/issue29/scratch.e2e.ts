import { test } from '@playwright/test';
import { signInAsBuyer } from '../support/signIn';
test('scratch', async ({ page }) => {
  await signInAsBuyer(page);
  const html = await (await page.request.get('/catalog')).text();
  const i = html.indexOf('Артикул: ');
  console.log('SSR:', html.slice(i - 700, i + 100));
  await page.goto('/account');
  await page.getByRole('link', { name: 'Каталог' }).first().click();
  const el = page.getByText(/^Артикул: /).first();
  console.log('client nav:', await el.evaluate((e) => getComputedStyle(e).fontSize + ' ' + e.parentElement!.className));
});
