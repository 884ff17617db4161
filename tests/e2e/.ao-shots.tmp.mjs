import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4791';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const out = '/tmp/ao-shots';
for (const width of (process.env.W ?? '1280,375').split(',').map(Number)) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await ctx.addInitScript(() => { window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }; });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill('admin@scooter-parts.local');
  await page.getByLabel(/^Пароль/).fill('admin12345');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL(/account/);
  await page.goto(base + '/admin/orders');
  await page.getByRole('link', { name: 'ORD-100001' }).waitFor();
  await page.screenshot({ path: `${out}/list-${width}.png`, fullPage: true });
  console.log(width, 'scrollWidth list', await page.evaluate(() => document.documentElement.scrollWidth));
  await page.getByRole('button', { name: 'Подробнее' }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/dialog-${width}.png`, fullPage: false });
  await page.getByRole('button', { name: 'Редактировать' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/edit-${width}.png`, fullPage: false });
  await page.keyboard.press('Escape');
  await page.goto(base + '/admin/orders/1');
  await page.getByText('Сумма заказа').waitFor();
  await page.screenshot({ path: `${out}/page-${width}.png`, fullPage: true });
  await page.goto(base + '/admin/orders/999');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/page404-${width}.png` });
  await page.goto(base + '/admin/orders/1/print');
  await page.getByText('Собрано').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/sheet-${width}.png`, fullPage: true });
  if (width === 1280) {
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: `${out}/sheet-print.png`, fullPage: true });
    await page.pdf({ path: `${out}/sheet.pdf`, format: 'A4', printBackground: true });
    console.log('printed', await page.evaluate(() => window.__printed));
  }
  await ctx.close();
}
await browser.close();
