// Issue 28.1 and 29.5 on the import screen, at 1280 and 375 px: a 12 MB price
// list of 45 000 rows gets its preview (it went as the body of the REST route,
// not base64 through tRPC's 3 MB), a 21 MB file is refused on the screen
// naming the 20 MB limit; an import archiving parts asks first, naming how
// many, and 'Вернуть из архива' in the history brings back exactly those.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { cachedFile, priceListXlsx } from '@shop/sheets/testing';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { ADMIN, signInAsAdmin } from '../support/signIn';

test.use({ bypassCSP: true });

const SHOTS = path.join(os.tmpdir(), 'shop-e2e-price-list-files');
mkdirSync(SHOTS, { recursive: true });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function adminApi(): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  return api;
}

async function look(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const chooseFile = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) =>
  page.getByLabel('Файл прайс-листа (CSV или XLSX)').setInputFiles(file);

for (const width of [1280, 375]) {
  test(`[ADMIN][IMPORT] a 12 MB price list gets its preview, 21 MB a refusal naming the limit (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const api = await adminApi();
    const category = (
      (await (await api.get('/api/admin/parts?pageSize=1')).json()) as { items: { category: string }[] }
    ).items[0]!.category;
    const list = cachedFile(`e2e-price-45k-${category}`, () =>
      priceListXlsx({ rows: 45_000, categories: [category], descriptionWords: 85, seed: 11 }),
    );
    expect(list.byteLength).toBeGreaterThan(11 * 1024 * 1024);
    await signInAsAdmin(page);
    await page.goto('/admin/catalog/import');
    await chooseFile(page, { name: 'prices-45k.xlsx', mimeType: XLSX, buffer: Buffer.from(list) });
    await expect(page.getByText('prices-45k.xlsx').first()).toBeVisible();
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    await expect(page.getByText('Новые: 45000')).toBeVisible({ timeout: 120_000 });
    await look(page, 'preview-12mb');

    await chooseFile(page, { name: 'huge.xlsx', mimeType: XLSX, buffer: Buffer.alloc(21 * 1024 * 1024) });
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Файл больше 20 МБ' })).toBeVisible();
    await look(page, 'refusal-21mb');
  });
}

test('[ADMIN][IMPORT] archiving asks first, naming the number; the history restores exactly those parts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  const stamp = Date.now();
  const category = (
    (await (await api.get('/api/admin/parts?pageSize=1')).json()) as { items: { category: string }[] }
  ).items[0]!.category;
  const active = async () =>
    ((await (await api.get('/api/admin/parts?pageSize=1')).json()) as { total: number }).total;
  const before = await active();
  // The file keeps one part: every other active part is missing from it.
  const csv = [
    'Артикул;Название;Категория;Цена;Наличие',
    `E2E-KEEP-${stamp};Оставить;${category};100;1`,
  ].join('\n');
  await signInAsAdmin(page);
  await page.goto('/admin/catalog/import');
  await page.getByLabel('Файл прайс-листа (CSV или XLSX)').setInputFiles({
    name: `archive-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByText('Убрать в архив товары, которых нет в файле').click();
  await expect(
    page.getByRole('checkbox', { name: 'Убрать в архив товары, которых нет в файле' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Проверить файл' }).click();
  await expect(page.getByText(`В архив: ${before}`)).toBeVisible();
  await page.getByRole('button', { name: 'Применить', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Товаров, которых нет в файле: ${before}`);
  await look(page, 'archive-confirm');
  await dialog.getByRole('button', { name: `Применить и убрать в архив: ${before}` }).click();
  await expect(page.getByText(/^Прайс-лист применён/)).toBeVisible({ timeout: 60_000 });
  expect(await active()).toBe(1);

  const history = page.getByRole('table', { name: 'История импорта' });
  const row = history.getByRole('row').filter({ hasText: `archive-${stamp}.csv` });
  await row.getByRole('button', { name: `Вернуть из архива: ${before}` }).click();
  await expect(page.getByText(`Возвращено из архива товаров: ${before}`)).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('возвращены');
  expect(await active()).toBe(before + 1);
  await look(page, 'archive-restored');
});
