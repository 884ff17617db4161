import { expect, test, type Page } from '@playwright/test';
import { cartLines, cartPanel, quantityField } from '../support/cartPanel';
import { BUYER, signInAsBuyer } from '../support/signIn';
import { waitForMail } from '../support/mailbox';

async function partNameOf(page: Page, index: number): Promise<string> {
  return (await page.getByRole('article').nth(index).getAttribute('aria-label')) ?? '';
}

/** One part from its card, one from the part dialog; returns their names. */
async function addTwoParts(page: Page): Promise<[string, string]> {
  await page.goto('/catalog');
  const first = await partNameOf(page, 0);
  const second = await partNameOf(page, 1);
  await page.getByRole('article', { name: first }).getByRole('button', { name: 'Купить' }).click();
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();

  await page.getByRole('button', { name: `Подробнее о товаре ${second}` }).click();
  const details = page.getByRole('dialog', { name: second });
  await details.getByRole('button', { name: 'Добавить в корзину' }).click();
  await details.getByRole('button', { name: 'Закрыть' }).first().click();
  await page.getByRole('button', { name: 'Просмотр' }).last().click();
  await expect(cartPanel(page)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);
  return [first, second];
}

test('[BUYER][ORDERS]: buyer fills the cart, saves a list, checks out by courier and reorders from the list', async ({
  page,
}) => {
  await signInAsBuyer(page);
  const [first, second] = await addTwoParts(page);

  // Quantities: +1 on the first line, typing 3 on the second.
  const panel = cartPanel(page);
  await panel
    .getByRole('group', { name: `Количество: ${first}` })
    .getByRole('button', { name: 'Увеличить количество' })
    .click();
  await expect(quantityField(page, first)).toHaveValue('2');
  await quantityField(page, second).fill('3');
  await quantityField(page, second).blur();
  await expect(quantityField(page, second)).toHaveValue('3');

  // Save the cart as a list.
  const listName = `Список ${Date.now()}`;
  await panel.getByRole('button', { name: 'Сохранить список' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Сохранить список' });
  await expect(saveDialog.getByLabel('Название списка')).toHaveValue('Новый список');
  await saveDialog.getByLabel('Название списка').fill(listName);
  await saveDialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Список успешно сохранен')).toBeVisible();

  // Checkout by courier: empty city and address are refused first.
  await cartPanel(page).getByRole('button', { name: 'Оформить заказ' }).click();
  const checkout = page.getByRole('dialog', { name: 'Оформление заказа' });
  await checkout.getByText('Курьерская доставка').click();
  await checkout.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(checkout.getByText('Укажите город доставки')).toBeVisible();
  await expect(checkout.getByText('Укажите адрес доставки')).toBeVisible();
  await checkout.getByLabel('Город').fill('  Краснодар ');
  await checkout.getByLabel('Адрес доставки').fill('ул. Красная, д. 1');
  await checkout.getByRole('button', { name: 'Подтвердить заказ' }).click();

  const success = page.getByRole('dialog', { name: 'Заказ успешно оформлен' });
  await expect(success).toBeVisible();
  const orderNumber = (await success.getByText(/^ORD-\d+$/).textContent()) ?? '';
  await expect(page).toHaveURL(/\/orders$/);
  await success.getByRole('button', { name: 'Закрыть' }).click();
  // A successful order empties the cart: the header badge is gone.
  await expect(page.getByRole('link', { name: 'Корзина', exact: true })).toBeVisible();

  // The order in the history, with its items and the courier address.
  const row = page.getByRole('listitem', { name: orderNumber });
  // A new order is 'confirmed' (the spec's client sent that status), and the buyer sees its name (issue 29.4).
  await expect(row).toContainText('Подтвержден');
  await row.getByRole('button', { name: `Подробнее о заказе ${orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: `Заказ ${orderNumber}` });
  await expect(details).toContainText(first);
  await expect(details).toContainText(second);
  await expect(details).toContainText('Краснодар');
  await details.getByRole('button', { name: 'Закрыть' }).first().click();

  const mail = await waitForMail({ to: BUYER.email, subjectIncludes: orderNumber });
  expect(mail.text).toContain(first);

  // The saved list goes back into the (now empty) cart.
  await page.goto('/saved-lists');
  await expect(page.getByRole('heading', { name: 'Сохраненные списки' })).toBeVisible();
  const card = page.getByRole('listitem', { name: listName });
  await expect(card).toContainText('2 позиции');
  await card.getByRole('button', { name: 'Открыть' }).click();
  const listDialog = page.getByRole('dialog', { name: listName });
  await expect(listDialog.getByRole('listitem')).toHaveCount(2);
  await listDialog.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(page.getByText('2 позиции добавлены в корзину')).toBeVisible();
  await page.getByRole('button', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/catalog\?cart=open$/);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(quantityField(page, first)).toHaveValue('2');
  await expect(quantityField(page, second)).toHaveValue('3');
});

test('[BUYER][ORDERS]: the cart panel removes a line typed to 0 and says when it is empty', async ({
  page,
}) => {
  await signInAsBuyer(page);
  const [first, second] = await addTwoParts(page);
  await quantityField(page, first).fill('0');
  await quantityField(page, first).blur();
  await expect(cartLines(page)).toHaveCount(1);
  await cartPanel(page).getByRole('button', { name: 'Очистить' }).click();
  await expect(page.getByText('Список очищен')).toBeVisible();
  await expect(cartPanel(page).getByText('Корзина пуста')).toBeVisible();
  await expect(cartPanel(page)).toContainText('Добавьте товары в корзину перед оформлением заказа');
  expect(second).not.toBe('');
});

test('[BUYER][ORDERS]: an order placed while the server is unreachable is kept and sent once the connection returns', async ({
  page,
}) => {
  await signInAsBuyer(page);
  await addTwoParts(page);
  await page.route('**/trpc/orders.submit**', (route) => route.abort('internetdisconnected'));
  await cartPanel(page).getByRole('button', { name: 'Оформить заказ' }).click();
  await page
    .getByRole('dialog', { name: 'Оформление заказа' })
    .getByRole('button', { name: 'Подтвердить заказ' })
    .click();
  await expect(page.getByText(/^Заказ сохранен локально/)).toBeVisible();
  await expect(
    page.getByText('Письма с подтверждением будут отправлены после восстановления соединения.'),
  ).toBeVisible();
  // Page scripts as strings: the e2e tsconfig has no DOM types.
  const queued = await page.evaluate<unknown[]>("JSON.parse(localStorage.getItem('pendingOrders') ?? '[]')");
  expect(queued).toHaveLength(1);

  await page.unroute('**/trpc/orders.submit**');
  await page.evaluate("window.dispatchEvent(new Event('online'))");
  await expect(page.getByText('Заказ успешно создан. Письма с подтверждением отправлены.')).toBeVisible();
  await expect.poll(() => page.evaluate<string | null>("localStorage.getItem('pendingOrders')")).toBeNull();
  await page.goto('/orders');
  await expect(page.getByRole('listitem').filter({ hasText: /^ORD-/ }).first()).toBeVisible();
});
