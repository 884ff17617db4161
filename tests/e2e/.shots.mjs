import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
async function session(email, password, width, height) {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Пароль' }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForTimeout(2500);
  return page;
}
const pages = JSON.parse(process.argv[2]);
for (const [who, width, height] of [['buyer',1280,800],['buyer',375,812],['admin',1280,800],['admin',375,812]]) {
  const page = who === 'buyer' ? await session('buyer@scooter-parts.local','buyer12345',width,height) : await session('admin@scooter-parts.local','admin12345',width,height);
  for (const p of pages[who]) {
    await page.goto(base + p); await page.waitForTimeout(2500);
    const name = `${who}-${width}-${p.replace(/[^a-z0-9]+/gi,'_')}.png`;
    await page.screenshot({ path: '/tmp/shots/' + name, fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, 'overflow', overflow);
  }
}
await browser.close();
