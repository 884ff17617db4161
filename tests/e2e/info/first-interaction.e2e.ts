import { expect, test, type Page } from '@playwright/test';
import { appStarted, holdAppChunks } from '../support/firstInteraction';
import { BUYER, signInAsBuyer } from '../support/signIn';

// Pre-rendered pages start the app as soon as its chunks have arrived
// (apps/web/src/main.tsx). Some journeys hold the chunks back, so what the
// visitor types lands before React is there, as on a slow phone.

/** The app's chunks held back; the map's script never loads here. */
async function holdAppChunksWithoutMap(page: Page) {
  await page.route(/api-maps\.yandex\.ru/, (route) => route.abort());
  return holdAppChunks(page);
}

test('[VISITOR][INFO]: a pre-rendered page starts the app by itself, and a tap is answered', async ({
  page,
}) => {
  await page.route(/api-maps\.yandex\.ru/, (route) => route.abort());
  await page.goto('/faq');
  // No tap, key or pointer: the app starts with the page (main.tsx).
  await appStarted(page);
  const question = page.locator('[data-part="item-trigger"]').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  // Links work as plain links.
  await page.getByRole('link', { name: 'О компании' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('link', { name: 'Войти', exact: true }).first()).toBeVisible();
});

test('[VISITOR][CONTACT]: what a visitor types before the app has started is sent', async ({ page }) => {
  const { release } = await holdAppChunksWithoutMap(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const marker = `early-${Date.now()}`;
  await page.getByLabel('Ваше имя').fill('Ольга Смирнова');
  await page.getByLabel('Электронная почта').fill('olga@example.ru');
  await page.getByLabel('Сообщение').fill(`Нужен прайс на вариаторы, ${marker}`);
  // Nothing can be sent yet: the browser alone must not submit the form.
  await expect(page.getByRole('button', { name: 'Отправить сообщение' })).toBeDisabled();
  release();
  await appStarted(page);
  await page.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(page.getByText('Сообщение отправлено').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
});

test('[BUYER][AUTH]: a buyer who types the password before the app has started signs in', async ({
  page,
}) => {
  const { release } = await holdAppChunksWithoutMap(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(BUYER.email);
  await page.getByLabel(/^Пароль/).fill(BUYER.password);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  release();
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('[BUYER][AUTH]: a signed-in buyer sees the buyer header on a pre-rendered page without a tap', async ({
  page,
}) => {
  await signInAsBuyer(page);
  await page.goto('/about');
  await appStarted(page);
  await expect(page.getByRole('link', { name: 'Войти', exact: true })).toHaveCount(0);
});
