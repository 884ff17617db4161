// Issue 19, the buyer's side of cross-references and the categories screen:
// the admin adds, renames, moves and archives a category (the buyer's filter
// buttons follow; a category with parts cannot be deleted); the buyer filters
// the catalogue by brand (remembered in the address), finds a part by a cross
// number, sees its 'Аналоги' in the part dialog and on the product page and
// puts an analogue in the cart. axe and screenshots at 1280 and 375 px.
// The journey's parts are archived at its end: other journeys on the same
// server count the catalogue.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { closeToasts } from '../support/toasts';
import { ADMIN, signInAsAdmin, signInAsBuyer } from '../support/signIn';

// axe is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

const SHOTS = path.join(os.tmpdir(), 'shop-e2e-categories-analogues');
mkdirSync(SHOTS, { recursive: true });
const shoot = async (page: Page, name: string) => {
  await closeToasts(page);
  await page.mouse.move(0, 0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    // Nothing wider than a phone's screen.
    if (width === 375)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

async function apiAs(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  return api;
}

test('[ADMIN][CATALOG] categories; [BUYER] brand filter, cross number and analogues', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const categoryId = `e2e-${stamp.toLowerCase()}`;
  const brand = `E2E Бренд ${stamp}`;
  const original = `E2E-AN-A-${stamp}`;
  const analogue = `E2E-AN-B-${stamp}`;
  const cross = `OEM-AN-${stamp}`;
  // Stamped names: a retry (or another run on the same server) meets its own category only.
  const title = `Тюнинг E2E ${stamp}`;
  const renamed = `Тюнинг и стайлинг E2E ${stamp}`;

  // Two parts: the analogue names the original's article among its cross numbers.
  const adminApi = await apiAs(ADMIN);
  const created: number[] = [];
  const addPart = async (body: Record<string, unknown>) => {
    const response = await adminApi.post('/api/admin/parts', { data: body });
    expect(response.status()).toBe(201);
    const part = (await response.json()) as { id: number };
    created.push(part.id);
    return part.id;
  };
  const originalId = await addPart({
    name: `Ремень вариатора E2E ${stamp}`,
    partNumber: original,
    brand,
    category: 'engine',
    price: 640,
    availability: 0,
  });
  await addPart({
    name: `Ремень вариатора аналог E2E ${stamp}`,
    partNumber: analogue,
    brand: 'Lipai',
    category: 'engine',
    price: 590.5,
    availability: 7,
    crossNumbers: [original, cross],
  });

  try {
    // The admin: add, rename, move and archive a category.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/catalog');
    await page.getByRole('link', { name: 'Категории', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\/categories$/);
    await expect(page.getByRole('heading', { name: 'Категории', level: 2 })).toBeVisible();
    await page.getByLabel('Код (латиницей)').fill(categoryId);
    await page.getByLabel('Название', { exact: true }).fill(title);
    await page.getByLabel('Название', { exact: true }).press('Enter');
    await expect(page.getByText(`Категория «${title}» добавлена`)).toBeVisible();
    const list = page.getByRole('list', { name: 'Категории' });
    const row = list.getByRole('listitem').filter({ hasText: categoryId });
    await expect(row).toContainText('В каталоге');

    await row.getByRole('button', { name: `Переименовать «${title}»` }).click();
    const rename = page.getByRole('dialog', { name: /Переименовать категорию/ });
    await expect(rename.getByLabel('Название')).toBeFocused();
    await rename.getByLabel('Название').fill(renamed);
    await rename.getByLabel('Название').press('Enter');
    await expect(page.getByText(`Категория переименована: «${renamed}»`)).toBeVisible();

    // Up by keyboard: the focus stays on the moved category's arrow.
    const up = row.getByRole('button', { name: `Переместить «${renamed}» выше` });
    const before = await list.getByRole('listitem').allTextContents();
    const at = before.findIndex((text) => text.includes(categoryId));
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Порядок категорий сохранён')).toBeVisible();
    await expect(async () => {
      const texts = await list.getByRole('listitem').allTextContents();
      expect(texts.findIndex((text) => text.includes(categoryId))).toBe(at - 1);
    }).toPass();
    await expect(up).toBeFocused();
    await shoot(page, 'admin-categories');

    // A category with parts cannot be deleted: the dialog says why, nothing changes.
    const engine = list.getByRole('listitem').filter({ hasText: /\bengine\b/ });
    await engine.getByRole('button', { name: /^Удалить «/ }).click();
    const refuse = page.getByRole('alertdialog');
    await refuse.getByRole('button', { name: 'Удалить' }).click();
    await expect(refuse.getByRole('alert')).toContainText('её можно только отправить в архив');
    await shoot(page, 'admin-category-delete-refused');
    await refuse.getByRole('button', { name: 'Отмена' }).click();
    await expect(refuse).toBeHidden();

    // The buyer sees the renamed category among the filter buttons.
    const buyerContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'ru-RU',
    });
    const buyer = await buyerContext.newPage();
    await buyer.setViewportSize({ width: 1280, height: 900 });
    await signInAsBuyer(buyer);
    await buyer.goto('/catalog');
    const filters = buyer.getByRole('group', { name: 'Категории' }).first();
    await expect(filters.getByRole('button', { name: renamed })).toBeVisible();

    // Brand filter: the server's list, one part, remembered in the address.
    const brandSelect = buyer.getByRole('combobox', { name: 'Бренд' });
    await brandSelect.selectOption({ label: `${brand} (1)` });
    await expect(buyer).toHaveURL(
      new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(buyer.getByText(/^Найдено 1 товар$/)).toBeVisible();
    await expect(buyer.getByRole('article').first()).toContainText(`Артикул: ${original}`);
    await shoot(buyer, 'catalog-brand-filter');
    await buyer.reload();
    await expect(brandSelect).toHaveValue(brand);
    await expect(buyer.getByText(/^Найдено 1 товар$/)).toBeVisible();
    await brandSelect.selectOption({ label: 'Все бренды' });
    await expect(buyer).not.toHaveURL(/brand=/);

    // A cross number finds the analogue; its dialog lists the original under 'Аналоги'.
    await buyer.getByRole('searchbox', { name: 'Поиск запчастей' }).fill(cross.toLowerCase());
    await expect(buyer.getByRole('article').first()).toContainText(`Артикул: ${analogue}`);
    await buyer
      .getByRole('button', { name: `Подробнее о товаре Ремень вариатора аналог E2E ${stamp}` })
      .click();
    const dialog = buyer.getByRole('dialog');
    const inDialog = dialog.getByRole('region', { name: /^Аналоги товара/ });
    await expect(inDialog.getByRole('heading', { name: 'Аналоги' })).toBeVisible();
    await expect(inDialog).toContainText(`Артикул: ${original}`);
    await expect(inDialog).toContainText('Нет в наличии');
    await expect(dialog).toContainText(cross);
    await shoot(buyer, 'part-dialog-analogues');
    await dialog.getByRole('button', { name: 'Закрыть' }).first().click();

    // The original's product page: the analogue in stock, with its price, into the cart.
    await buyer.goto(`/product/${originalId}`);
    const onPage = buyer.getByRole('region', { name: /^Аналоги товара/ });
    await expect(onPage.getByRole('heading', { name: 'Аналоги', level: 2 })).toBeVisible();
    const item = onPage.getByRole('listitem').filter({ hasText: analogue });
    await expect(item).toContainText('В наличии: 7 шт.');
    await expect(item).toContainText(/590,50\s₽/);
    await item.getByRole('button', { name: 'Купить' }).click();
    await expect(item.getByRole('button', { name: 'В корзине' })).toBeVisible();
    // The cart's toast first shows, then shoot closes it: axe must not meet it fading in.
    await expect(buyer.getByText(/^Добавлено|^Товар добавлен/).first()).toBeVisible();
    await shoot(buyer, 'product-analogues');
    await item.getByRole('link').click();
    await expect(buyer).toHaveURL(/\/product\/\d+$/);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(`Ремень вариатора аналог E2E ${stamp}`);

    // Archived: the category leaves the buyer's buttons.
    await row.getByRole('button', { name: `Отправить «${renamed}» в архив` }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Отправить категорию «${renamed}» в архив?`);
    await ask.getByRole('button', { name: 'В архив' }).click();
    await expect(page.getByText(`Категория «${renamed}» в архиве`)).toBeVisible();
    await expect(row).toContainText('В архиве');
    await buyer.goto('/catalog');
    await expect(filters.getByRole('button', { name: 'Все запчасти' })).toBeVisible();
    await expect(filters.getByRole('button', { name: renamed })).toHaveCount(0);
    await buyerContext.close();
  } finally {
    for (const id of created) await adminApi.put(`/api/admin/parts/${id}`, { data: { archived: true } });
    await adminApi.dispose();
  }
});
