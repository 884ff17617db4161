// Issue 19's journey: an admin creates a part with two photos, the buyer
// finds it (by article and cross number), the admin edits its price inline
// and archives it (gone for the buyer, still in the buyer's old order), then
// imports a price list with one bad row: the preview shows it, 'Применить'
// changes the rest and the history records it. axe and screenshots on the way.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { closeToasts } from '../support/toasts';
import { ADMIN, BUYER, signInAsAdmin, signInAsBuyer } from '../support/signIn';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

const SHOTS = path.join(os.tmpdir(), 'shop-e2e-admin-catalog');
mkdirSync(SHOTS, { recursive: true });
const shoot = async (page: Page, name: string) => {
  await closeToasts(page);
  // A hovered button is drawn translucent: axe should see the page at rest.
  await page.mouse.move(0, 0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const photo = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A REST client of its own (a login sets a cookie, so each account gets its own cookie jar). */
async function apiAs(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  return api;
}

const buyerFinds = async (page: Page, query: string) => {
  await page.getByRole('searchbox', { name: 'Поиск запчастей' }).fill(query);
};

test('[ADMIN][CATALOG]: create with photos, buyer finds, inline price, archive, price-list import', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const article = `E2E-${stamp}`;
  const cross = `OEM-${stamp}-77`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/catalog');
  await expect(
    page
      .getByRole('navigation', { name: 'Разделы панели администратора' })
      .getByRole('link', { name: 'Каталог' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Найдено: /)).toBeVisible();
  await shoot(page, 'list');

  // Create the part, then add two photos in the same form.
  await page.getByRole('button', { name: 'Новый товар' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Название', { exact: true }).fill('Вариатор E2E в сборе');
  await form.getByLabel('Артикул', { exact: true }).fill(article);
  await form.getByLabel('Бренд', { exact: true }).fill('Sheng-E');
  await form.getByLabel('Категория', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Цена, ₽', { exact: true }).fill('1234,50');
  await form.getByLabel('Остаток, шт.', { exact: true }).fill('5');
  await form.getByLabel(/^Кроссы/).fill(cross);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар создан')).toBeVisible();
  await expect(form.getByRole('heading', { name: `Товар ${article}` })).toBeVisible();
  await form.getByLabel('Выбрать файлы').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await photo('#c0392b') },
    { name: 'side.png', mimeType: 'image/png', buffer: await photo('#2980b9') },
  ]);
  const photos = form.getByRole('list', { name: 'Фотографии' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(photos.first().getByRole('img')).toHaveAttribute('srcset', /-160\.webp 160w/);
  await shoot(page, 'part-form');
  await form.getByRole('button', { name: 'Отмена' }).click();

  // The buyer finds it at once, by article and by its cross number, and orders one.
  const buyerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'ru-RU',
  });
  const buyer = await buyerContext.newPage();
  await signInAsBuyer(buyer);
  await buyer.goto('/');
  for (const query of [article, cross.toLowerCase().replace(/-/g, '')]) {
    await buyerFinds(buyer, query);
    await expect(buyer.getByRole('article').first()).toContainText(`Артикул: ${article}`);
  }
  const adminApi = await apiAs(ADMIN);
  const buyerApi = await apiAs(BUYER);
  const listed = await adminApi.get(`/api/admin/parts?q=${article}`);
  const partId = ((await listed.json()) as { items: Array<{ id: number }> }).items[0]!.id;
  const ordered = await buyerApi.post('/api/orders', {
    data: { payment_method: 'invoice', delivery_method: 'pickup', items: [{ partId, quantity: 1 }] },
  });
  expect(ordered.status()).toBe(201);
  const orderId = ((await ordered.json()) as { orderId: number }).orderId;

  // Inline price edit.
  await page.getByLabel('Поиск по названию, артикулу, бренду, кроссам').fill(article);
  const price = page.getByLabel(`Цена, ₽ товара ${article}`);
  await expect(price).toHaveValue('1234,50');
  await price.fill('999');
  await price.press('Enter');
  await expect(page.getByText('Сохранено')).toBeVisible();
  await buyer.reload();
  await buyerFinds(buyer, article);
  await expect(buyer.getByRole('article').first()).toContainText('999');

  // Archive: gone for the buyer, still in the old order.
  await page.getByRole('button', { name: `В архив ${article}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'В архив' }).click();
  await expect(page.getByText('Товар убран в архив')).toBeVisible();
  await buyer.reload();
  await buyerFinds(buyer, article);
  await expect(buyer.getByText(/^Найдено 0 товаров$/)).toBeVisible();
  const old = await buyerApi.get(`/api/orders/${orderId}`);
  expect(JSON.stringify(await old.json())).toContain(article);
  await buyerContext.close();

  // Price-list import with one bad row.
  const demo = (
    (await (await adminApi.get('/api/admin/parts?pageSize=1&stock=in')).json()) as {
      items: Array<{ partNumber: string; name: string; category: string; price: number }>;
    }
  ).items[0]!;
  const csv = [
    'Артикул;Название;Категория;Цена;Наличие',
    `${demo.partNumber};${demo.name};${demo.category};${demo.price + 11};7`,
    `E2E-NEW-${stamp};Фильтр воздушный E2E;${demo.category};150;3`,
    `E2E-BAD-${stamp};Плохая строка;${demo.category};дорого;1`,
  ].join('\n');
  await page.getByRole('link', { name: 'Импорт прайс-листа' }).click();
  await page.getByLabel('Файл прайс-листа (CSV или XLSX)').setInputFiles({
    name: `prices-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Проверить файл' }).click();
  await expect(page.getByText('Новые: 1')).toBeVisible();
  await expect(page.getByText('Изменённые: 1')).toBeVisible();
  await expect(page.getByText('Отклонённые: 1')).toBeVisible();
  await expect(page.getByText('Цена: «дорого» — не цена в рублях')).toBeVisible();
  await shoot(page, 'import-preview');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText(/^Прайс-лист применён: новых 1, изменено 1$/)).toBeVisible();
  const history = page.getByRole('table', { name: 'История импорта' });
  await expect(history.getByRole('row').filter({ hasText: `prices-${stamp}.csv` })).toContainText('Применён');
  const after = await adminApi.get(`/api/admin/parts?q=${demo.partNumber}`);
  const changed = (
    (await after.json()) as { items: Array<{ partNumber: string; price: number }> }
  ).items.find((p) => p.partNumber === demo.partNumber);
  expect(changed?.price).toBe(demo.price + 11);
  await shoot(page, 'import-history');
});
