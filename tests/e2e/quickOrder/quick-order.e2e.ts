import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { cartLines, cartPanel, quantityField } from '../support/cartPanel';
import { signInAsBuyer } from '../support/signIn';
import { importQuickParts, nameOf, type QuickArticle } from './quickOrderParts';

// Twelve lines in every shape a buyer pastes: a header row, `ARTICLE QTY`,
// `;`, a tab, the wrong layout with `x4`, dashes left out with `шт`, a blank
// line, an article alone, the start of two articles, a part out of stock, an
// unknown article, a duplicate and more than the stock holds.
const LIST = [
  'Артикул Кол-во',
  'MP-QO-1000 10',
  'SEE-QO-3300;3',
  '5GH-QO-0100\t2',
  'сн-125-004 x4',
  'lpqo2000 2 шт',
  '',
  'QO-ALONE-1',
  '5GH-QO-01 2',
  'LP-QO-7781 1',
  'NOPE-404-XYZ 3',
  'MP-QO-1000 x5',
  'MP-QO-5512 5',
].join('\n');

/** What the cart must hold afterwards, in the list's order. */
const EXPECTED_CART: Array<[QuickArticle, number]> = [
  ['MP-QO-1000', 15],
  ['SEE-QO-3300', 3],
  ['5GH-QO-0100', 2],
  ['CH-125-004', 4],
  ['LP-QO-2000', 2],
  ['QO-ALONE-1', 1],
  ['5GH-QO-0101', 2],
  ['LP-QO-7781', 1],
  ['MP-QO-5512', 5],
];

// axe-core is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

const results = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, input: string) => results(page).getByRole('row').filter({ hasText: input });

async function screenshot(page: Page, name: string, fullPage = true) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** The table's lines as (article, quantity) pairs, in order. */
async function tableLines(page: Page): Promise<Array<[string, number]>> {
  const rows = results(page).getByRole('row');
  const count = await rows.count();
  const lines: Array<[string, number]> = [];
  for (let i = 1; i < count; i += 1) {
    const row = rows.nth(i);
    const article = ((await row.getByText(/^Арт\.: /).textContent()) ?? '').replace('Арт.: ', '');
    lines.push([article, Number(await row.getByRole('textbox').inputValue())]);
  }
  return lines;
}

test('[BUYER][QUICK ORDER]: buyer pastes a mixed list, picks a variant, fills the cart, and gets the same table back from the cart as Excel', async ({
  page,
  request,
}) => {
  await importQuickParts(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsBuyer(page);

  // The header leads there.
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Быстрый заказ' })
    .click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Быстрый заказ' })).toBeVisible();

  await page.getByLabel('Вставьте список: артикул и количество').fill(LIST);
  await page.getByRole('button', { name: 'Найти' }).click();

  // One row per part: the duplicate merged, every status shown.
  await expect(results(page).getByRole('row')).toHaveCount(1 + 10);
  await expect(rowOf(page, 'MP-QO-1000 10')).toContainText('Найдено');
  await expect(rowOf(page, 'MP-QO-1000 10')).toContainText('Объединено: строки 2, 12');
  await expect(rowOf(page, 'MP-QO-1000 10').getByRole('textbox')).toHaveValue('15');
  await expect(rowOf(page, 'сн-125-004 x4')).toContainText('Найдено с исправлением');
  await expect(rowOf(page, 'сн-125-004 x4')).toContainText('Найдено как CH-125-004');
  await expect(rowOf(page, 'lpqo2000 2 шт')).toContainText('Найдено с исправлением');
  await expect(rowOf(page, 'QO-ALONE-1')).toContainText(nameOf('QO-ALONE-1'));
  await expect(rowOf(page, '5GH-QO-01 2')).toContainText('Несколько вариантов');
  await expect(rowOf(page, 'LP-QO-7781 1')).toContainText('Нет в наличии');
  await expect(rowOf(page, 'NOPE-404-XYZ 3')).toContainText('Не найдено');
  await expect(rowOf(page, 'MP-QO-5512 5')).toContainText('Частично в наличии: 2 шт.');
  await expect(rowOf(page, 'MP-QO-5512 5')).toContainText('Под заказ: 3 шт.');
  await expect(page.getByText('2 строки не найдены')).toBeVisible();
  await screenshot(page, 'quick-order-1280');
  // The sign-in toast goes first (its fading text is not the page's), and the
  // pointer leaves 'Найти' (the theme's hover shade is checked elsewhere).
  await expect(page.getByText('Вход выполнен')).toBeHidden();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  // Picking one of the two brake pads, by keyboard-friendly select.
  await page
    .getByRole('combobox', { name: 'Выберите вариант для «5GH-QO-01 2»' })
    .selectOption({ label: `5GH-QO-0101 — ${nameOf('5GH-QO-0101')}, 470 ₽, в наличии: 20 шт.` });
  await expect(rowOf(page, '5GH-QO-01 2')).toContainText('Найдено');
  await expect(rowOf(page, '5GH-QO-01 2')).toContainText(nameOf('5GH-QO-0101'));
  await expect(page.getByText('1 строка не найдена')).toBeVisible();
  await expect(page.getByText(/^Итого: 9 позиций на /)).toBeVisible();

  // The list survives a reload, the pick written into it.
  await page.reload();
  await expect(rowOf(page, '5GH-QO-0101 2')).toContainText('Найдено');
  await expect(results(page).getByRole('row')).toHaveCount(1 + 10);

  // Into the cart: exactly the found lines, the cart opens, the unknown line stays.
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(cartPanel(page)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(EXPECTED_CART.length);
  for (const [article, quantity] of EXPECTED_CART) {
    await expect(quantityField(page, nameOf(article))).toHaveValue(String(quantity));
  }
  await expect(page.getByLabel('Вставьте список: артикул и количество')).toHaveValue('NOPE-404-XYZ 3');
  await screenshot(page, 'quick-order-cart-1280', false);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cartPanel(page).getByRole('button', { name: 'Скачать Excel' })).toBeInViewport();
  await screenshot(page, 'quick-order-cart-375', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The cart as Excel, uploaded again: the same table.
  const download = page.waitForEvent('download');
  await cartPanel(page).getByRole('button', { name: 'Скачать Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Корзина.xlsx');
  await cartPanel(page).getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(cartPanel(page)).toBeHidden();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить файл' }).click();
  await (await chooser).setFiles(await file.path());
  await expect(results(page).getByRole('row')).toHaveCount(1 + EXPECTED_CART.length);
  // In the cart's order (by part), the same parts and quantities.
  const byArticle = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
  expect((await tableLines(page)).sort(byArticle)).toEqual([...EXPECTED_CART].sort(byArticle));
  await expect(page.getByText(/строк.? не найден/)).toBeHidden();

  // A broken file: a Russian message, the table and the cart unchanged.
  const broken = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить файл' }).click();
  await (
    await broken
  ).setFiles({
    name: 'list.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('PK\u0003\u0004broken'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Файл .xlsx повреждён или это не таблица Excel' }),
  ).toBeVisible();
  expect(await page.evaluate(`Object.keys(JSON.parse(localStorage.getItem('cart'))).length`)).toBe(
    EXPECTED_CART.length,
  );

  // A phone: the table becomes cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(results(page)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem')).toHaveCount(
    EXPECTED_CART.length,
  );
  await screenshot(page, 'quick-order-375');
  await expectNoSeriousA11yViolations(page);
});

test('[BUYER][QUICK ORDER]: a long list pages 50 rows at a time, and the next page starts at its first row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsBuyer(page);
  await page.goto('/quick-order');
  const list = Array.from({ length: 60 }, (_, i) => `NOPE-PAGE-${String(i + 1).padStart(3, '0')} 1`);
  await page.getByLabel('Вставьте список: артикул и количество').fill(list.join('\n'));
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Строки 1–50 из 60')).toBeVisible();

  await page.getByRole('button', { name: 'Следующие строки' }).click();
  await expect(page.getByText('Строки 51–60 из 60')).toBeVisible();
  await expect(rowOf(page, 'NOPE-PAGE-051')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Результаты поиска' })).toBeInViewport();
});
