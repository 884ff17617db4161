import { chromium } from '@playwright/test';
const [,, path, out, width, loginAs] = process.argv;
const base = 'http://127.0.0.1:43117';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'ru-RU' });
if (loginAs) {
  const [email, password] = loginAs.split(':');
  const r = await page.request.post(base + '/api/auth/login', { data: { email, password } });
  console.log('login', r.status());
}
page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(base + path);
await page.waitForTimeout(2000);
console.log(await page.locator('main').ariaSnapshot().catch(e => String(e)));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
