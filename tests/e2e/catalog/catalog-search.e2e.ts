import { expect, test, type Page } from '@playwright/test';
import { signInAsBuyer } from '../support/signIn';
import { closeToasts } from '../support/toasts';

const foundCount = async (page: Page) => {
  const text = (await page.getByText(/^Найдено \d+ товар/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};

test('[BUYER][CATALOG]: buyer searches, filters, pages and opens a part', async ({ page }) => {
  await signInAsBuyer(page);
  const parts = (await (await page.request.get('/api/parts-data')).json()).parts as Array<{
    partNumber: string;
    images: string[];
    name: string;
    description: string;
  }>;
  await page.goto('/');
  // The journeys share one server: the admin's catalogue journey may have added a part (5 201 товар).
  await expect(page.getByText(/^Найдено 5\s?\d{3} товар(а|ов)?$/)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Поиск запчастей' });

  // An article typed with spaces and in lower case still finds the part, first.
  const target = parts.find((p) => /^[0-9A-Z]+-[0-9A-Z]+-[0-9A-Z]+$/.test(p.partNumber))!;
  await search.fill(target.partNumber.replace(/-/g, ' ').toLowerCase());
  await expect(page.getByRole('article').first()).toContainText(`Артикул: ${target.partNumber}`);

  // "ghjrkflrf ujkjdrb" is "прокладка головки" typed on the Latin layout.
  await search.fill('ghjrkflrf ujkjdrb');
  await expect(page.getByRole('article').first()).toContainText('Прокладка головки');

  // Category, then new-only (which wins over the category).
  await search.fill('');
  await expect(page.getByText(/^Найдено 5\s?\d{3} товар(а|ов)?$/)).toBeVisible();
  const all = await foundCount(page);
  await page.getByRole('button', { name: 'Аккумуляторы' }).click();
  await expect(page.getByRole('button', { name: 'Аккумуляторы' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => foundCount(page)).toBeLessThan(all);
  await page.getByRole('button', { name: /Новые товары/ }).click();
  await expect(page.getByRole('button', { name: /Новые товары/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => foundCount(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Все запчасти' }).click();
  await expect.poll(() => foundCount(page)).toBe(all);

  // Paging through the results.
  const firstOnPage1 = await page.getByRole('article').first().getAttribute('aria-label');
  await page.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstOnPage1!);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

  // Search and page live in the address: typing adds no history entry per
  // keystroke, a reload shows the same page of the same results, Back the
  // page before. The query is the first word of a part name that has more
  // than one page of matches (30 parts a page on home), but well under the
  // count cap of text searches, so that the count stays exact.
  const matching = (word: string) =>
    parts.filter((p) => `${p.name} ${p.partNumber} ${p.description}`.toLowerCase().includes(word)).length;
  const query = parts
    .map((p) => p.name.split(' ')[0]!.toLowerCase())
    .find((word) => matching(word) > 30 && matching(word) <= 500)!;
  expect(query).toBeTruthy();
  const entriesBefore = await page.evaluate(() => history.length);
  await search.pressSequentially(query, { delay: 50 });
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect.poll(() => foundCount(page)).toBeLessThan(all);
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(entriesBefore + 1);
  const firstOfQuery = await page.getByRole('article').first().getAttribute('aria-label');
  await page.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstOfQuery!);
  const firstOfQueryPage2 = await page.getByRole('article').first().getAttribute('aria-label');
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

  await page.reload();
  await expect(search).toHaveValue(query);
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', firstOfQueryPage2!);

  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
  expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  await expect(search).toHaveValue(query);
  await expect(page.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', firstOfQuery!);

  // The dialog of a part with several images; a swipe turns to the next image.
  const withImages = parts.find((p) => p.images.length >= 3)!;
  await search.fill(withImages.partNumber);
  await page
    .getByRole('button', { name: `Подробнее о товаре ${withImages.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: withImages.name })).toBeVisible();
  const carousel = dialog.getByRole('group', { name: /^Изображение 1 из/ });
  const box = (await carousel.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByRole('group', { name: /^Изображение 2 из/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Показать изображение 3' }).click();
  await expect(dialog.getByRole('group', { name: /^Изображение 3 из/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(dialog.getByRole('button', { name: 'В корзине' })).toBeDisabled();
  // The toast lies over the dialog's corner, and a pointer resting on it holds it there.
  await closeToasts(page);
  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(dialog).toBeHidden();
});

test('[VISITOR][PRODUCT]: a visitor sees a product page without a price', async ({ page }) => {
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Артикул: /)).toBeVisible();
  await expect(page.getByText('Оптовые цены доступны зарегистрированным покупателям')).toBeVisible();
  await expect(page.getByText(/₽/)).toHaveCount(0);
  const jsonLd = JSON.parse(
    await page.evaluate(
      () => [...document.querySelectorAll('script[type="application/ld+json"]')].at(-1)!.textContent!,
    ),
  );
  expect(jsonLd).toMatchObject({ '@type': 'Product' });
  expect(jsonLd.url).toMatch(/\/product\/1$/);
  expect(jsonLd).not.toHaveProperty('offers');
});
