// Issues 28.7 and 29.1-29.3 on the demo catalogue's own articles: a partial
// article with a spaced quantity is asked about, unknown lines in other
// scripts stay as typed, the stock shown is the part's, a line left out does
// not reach the cart, a corrected article resolves, 'под заказ' can be left out.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { cartLines, cartPanel, quantityField } from '../support/cartPanel';
import { BUYER, signInAsBuyer } from '../support/signIn';

const LIST = [
  'MP-6393 2', // the start of MP-63932, MP-63934 and MP-63938, and 2 pieces
  'SEE-139QMB-1663 5',
  '🛵🔧 5',
  'שלום-עולם 2',
  'مرحبا x4',
  'LP-150T-4118 3', // left out
  'MP-63938 1', // none in stock
  'NOPE-QO-1 2', // corrected to MP-31463
  'MP-34925 1', // MP-39425 with two digits swapped
].join('\n');

const NAMES = {
  'MP-63934': 'Крепёж пластика, комплект для Honda Dio AF-34',
  'SEE-139QMB-1663': 'Фара передняя в сборе для Honda Dio AF-18',
  'MP-31463': 'Кольца поршневые +0.25 для Yamaha Aerox',
};

// axe-core is injected as an inline script, which the app's CSP refuses.
test.use({ bypassCSP: true });

const results = (page: Page) => page.getByRole('region', { name: 'Результаты поиска' });
/** The table row (from 768 px) or the card of the line typed as `input`. */
const lineOf = (page: Page, input: string) => results(page).locator('tr, li').filter({ hasText: input });

async function stockOf(request: APIRequestContext, article: string): Promise<number> {
  const login = await request.post('/api/auth/login', { data: BUYER });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get('/api/parts-data', { headers: { authorization: `Bearer ${token}` } });
  const { parts } = (await response.json()) as { parts: Array<{ partNumber: string; availability: number }> };
  return parts.find((part) => part.partNumber === article)!.availability;
}

async function look(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`[BUYER][QUICK ORDER]: doubtful lines are asked about, kept apart, left out or corrected, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    const stock = await stockOf(request, 'SEE-139QMB-1663');
    expect(stock).toBeGreaterThan(5);
    await page.setViewportSize(viewport);
    await signInAsBuyer(page);
    await page.goto('/quick-order');
    await page.getByLabel('Вставьте список: артикул и количество').fill(LIST);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(results(page).locator('tr:has(td), li')).toHaveCount(9);

    // 'MP-6393 2': a partial article and 2 pieces, the three parts offered.
    const partial = lineOf(page, 'MP-6393 2');
    await expect(partial).toContainText('Несколько вариантов');
    await expect(partial.getByRole('textbox', { name: 'Количество: MP-6393 2' })).toHaveValue('2');
    const pick = partial.getByRole('combobox', { name: 'Выберите вариант для «MP-6393 2»' });
    await expect(pick.locator('option')).toContainText([
      'Выберите',
      'MP-63932 —',
      'MP-63934 —',
      'MP-63938 —',
    ]);

    // Three unknown lines in three scripts: three lines, as typed, with their quantities.
    for (const [input, quantity] of [
      ['🛵🔧 5', '5'],
      ['שלום-עולם 2', '2'],
      ['مرحبا x4', '4'],
    ] as const) {
      await expect(lineOf(page, input)).toContainText('Не найдено');
      await expect(lineOf(page, input).getByRole('textbox', { name: `Количество: ${input}` })).toHaveValue(
        quantity,
      );
    }
    // With the two lines still to pick from.
    await expect(page.getByText('6 строк не найдено')).toBeVisible();

    // The stock is the part's, not the 5 asked for; 'под заказ' is said on the line.
    await expect(lineOf(page, 'SEE-139QMB-1663 5')).toContainText(`В наличии: ${stock} шт.`);
    await expect(lineOf(page, 'MP-63938 1')).toContainText('Нет в наличии, под заказ');
    await expect(lineOf(page, 'MP-63938 1')).toContainText('Под заказ: 1 шт.');
    // Two digits swapped: offered, not chosen.
    await expect(lineOf(page, 'MP-34925 1')).toContainText('Похожий артикул: проверьте');
    await expect(
      lineOf(page, 'MP-34925 1').getByRole('combobox').locator('option', { hasText: 'MP-39425 —' }),
    ).toHaveCount(1);
    await expect(page.getByText('Вход выполнен')).toBeHidden();
    await page.mouse.move(0, 0);
    await look(page, `quick-order-doubts-${viewport.width}`);
    await expectNoSeriousA11yViolations(page);

    // Left out, taken back, left out again: nothing lost on the way.
    await page.getByRole('button', { name: 'Убрать строку 6 «LP-150T-4118 3» из заказа' }).click();
    await expect(lineOf(page, 'LP-150T-4118 3')).toContainText('Убрана: не пойдёт в корзину');
    await page.getByRole('button', { name: 'Вернуть строку 6 «LP-150T-4118 3» в заказ' }).click();
    await expect(lineOf(page, 'LP-150T-4118 3')).toContainText('Найдено');
    await page.getByRole('button', { name: 'Убрать строку 6 «LP-150T-4118 3» из заказа' }).click();

    // The unknown article corrected in place: only that line is asked again.
    await page.getByRole('button', { name: 'Исправить артикул в строке 8 «NOPE-QO-1 2»' }).click();
    const article = page.getByRole('textbox', { name: 'Артикул для строки 8' });
    await article.fill('MP-31463');
    await article.press('Enter');
    await expect(lineOf(page, 'MP-31463 2')).toContainText(NAMES['MP-31463']);
    await expect(lineOf(page, 'MP-31463 2')).toContainText('Найдено');
    await expect(page.getByText('5 строк не найдено')).toBeVisible();

    // A pick among the three, and only what is in stock for the cart.
    const value = await pick.locator('option', { hasText: 'MP-63934 —' }).getAttribute('value');
    await pick.selectOption(value!);
    await expect(partial).toContainText(NAMES['MP-63934']);
    await page.getByRole('switch', { name: 'Без позиций под заказ' }).check();
    await expect(lineOf(page, 'MP-63938 1')).toContainText('Нет в наличии: не пойдёт в корзину');
    await expect(partial).toContainText(/В корзину: 1 шт\.|× 1/);
    await look(page, `quick-order-choices-${viewport.width}`);
    await expectNoSeriousA11yViolations(page);

    // The choice outlives a reload.
    await page.reload();
    await expect(lineOf(page, 'LP-150T-4118 3')).toContainText('Убрана: не пойдёт в корзину');
    await expect(page.getByRole('switch', { name: 'Без позиций под заказ' })).toBeChecked();

    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect(cartPanel(page)).toBeVisible();
    // In the list's order (the catalogue's ids run SEE-139QMB-1663, MP-31463, MP-63934).
    await expect(cartLines(page)).toHaveCount(3);
    await expect(cartLines(page)).toContainText([
      NAMES['MP-63934'],
      NAMES['SEE-139QMB-1663'],
      NAMES['MP-31463'],
    ]);
    await expect(quantityField(page, NAMES['MP-63934'])).toHaveValue('1');
    await expect(quantityField(page, NAMES['SEE-139QMB-1663'])).toHaveValue('5');
    await expect(quantityField(page, NAMES['MP-31463'])).toHaveValue('2');
    await expect(cartPanel(page)).not.toContainText('Подножка боковая');
    await expect(cartPanel(page)).not.toContainText('Ось колеса передняя');

    // What did not go stays on the page, the left-out line still left out.
    await cartPanel(page).getByRole('button', { name: 'Закрыть' }).first().click();
    await expect(page.getByLabel('Вставьте список: артикул и количество')).toHaveValue(
      '🛵🔧 5\nשלום-עולם 2\nمرحبا x4\nLP-150T-4118 3\nMP-63938 1\nMP-34925 1',
    );
    await expect(lineOf(page, 'LP-150T-4118 3')).toContainText('Убрана: не пойдёт в корзину');
    await look(page, `quick-order-rest-${viewport.width}`);

    // Clearing the list is undone from its notice, the left-out line still left out.
    const list = page.getByLabel('Вставьте список: артикул и количество');
    const rest = await list.inputValue();
    await page.getByRole('button', { name: 'Очистить список' }).click();
    await expect(list).toHaveValue('');
    await expect(results(page)).toBeHidden();
    await page.getByRole('button', { name: 'Отменить' }).click();
    await expect(list).toHaveValue(rest);
    await expect(lineOf(page, 'LP-150T-4118 3')).toContainText('Убрана: не пойдёт в корзину');
  });
}
