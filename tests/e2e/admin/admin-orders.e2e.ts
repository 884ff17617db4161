import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/signIn';
import { partsById, placeOrderAsBuyer, stockedParts } from './orderApi';

const statusSelect = (page: Page, orderNumber: string) =>
  page.getByRole('combobox', { name: `Статус заказа ${orderNumber}` });

test('[ADMIN][ORDERS]: admin finds, re-statuses, edits, prints and deletes orders', async ({
  page,
  request,
}) => {
  // Search, two status changes, an edit, the page, a printed sheet and a deletion: one long journey.
  test.slow();
  const [kept, extra, deleted] = await stockedParts(request, 3);
  if (!kept || !extra || !deleted) throw new Error('the demo catalogue has too few stocked parts');
  const order = await placeOrderAsBuyer(request, [
    { partId: kept.id, quantity: 2 },
    { partId: extra.id, quantity: 1 },
  ]);
  const doomed = await placeOrderAsBuyer(request, [{ partId: deleted.id, quantity: 3 }]);
  expect((await partsById(request)).get(deleted.id)?.availability).toBe(deleted.availability - 3);

  // The sheet prints on load: a stub keeps the popup from blocking and counts the calls.
  await page.context().addInitScript({
    content: 'window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };',
  });
  await signInAsAdmin(page);
  await page.goto('/admin/orders');

  // Server-side search by a part of the company name, case-insensitive.
  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill('скутерсерв');
  const row = page.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row).toContainText('ООО «СкутерСервис»');
  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill('нет-такой-организации');
  await expect(page.getByText('По запросу "нет-такой-организации" ничего не найдено')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill(order.orderNumber);

  // Inline status change; 'Создан' lets the picking sheet confirm it later.
  await statusSelect(page, order.orderNumber).selectOption('В обработке');
  await expect(page.getByText('Статус изменен').first()).toBeVisible();
  await expect(statusSelect(page, order.orderNumber)).toHaveValue('processing');
  await statusSelect(page, order.orderNumber).selectOption('Создан');
  await expect(page.getByText('Статус изменен')).toHaveCount(2);
  await expect(statusSelect(page, order.orderNumber)).toBeEnabled();

  // Details and an edit of one quantity: the total follows before and after saving.
  await row.getByRole('button', { name: 'Подробнее' }).click();
  const dialog = page.getByRole('dialog', { name: `Заказ ${order.orderNumber}` });
  await expect(dialog.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\/\+7\d{10}$/,
  );
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/7\d{10}$/,
  );
  await dialog.getByRole('button', { name: 'Редактировать' }).click();
  await expect(dialog.getByRole('button', { name: `Уменьшить количество: ${extra.name}` })).toBeDisabled();
  await dialog.getByRole('button', { name: `Увеличить количество: ${extra.name}` }).click();
  await expect(dialog.getByRole('textbox', { name: `Количество: ${extra.name}` })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные заказа успешно обновлены')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: extra.name })).toContainText('× 2');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // The order page, its history, and 'Редактировать' back to the list's dialog.
  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByText('Сумма заказа')).toBeVisible();
  // The breadcrumbs name the order by its number, not by the id in the path.
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByText(`Заказ ${order.orderNumber}`, { exact: true })).toBeVisible();
  await expect(crumbs.getByText(`Заказ ${order.id}`, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'История статусов' })).toContainText('В обработке → Создан');

  // The picking sheet: a popup that confirms the pending order and prints once.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ордер лист' }).click();
  const sheet = await popupOpened;
  const document = sheet.getByRole('article', { name: `Ордер лист ${order.orderNumber}` });
  await expect(document).toContainText(kept.partNumber);
  await expect(document).toContainText(extra.name);
  await expect(sheet.getByRole('columnheader', { name: 'Собрано' })).toBeVisible();
  await expect(document).toContainText('Кладовщик: ____');
  await expect(document).toContainText('Отпустил:');
  await expect(document).toContainText('Получил:');
  await expect.poll(() => sheet.evaluate('window.__printed')).toBe(1);
  await expect(page.getByText("Заказ переведен в статус 'Подтвержден'")).toBeVisible();
  await expect(statusSelect(page, order.orderNumber)).toHaveValue('confirmed');
  await sheet.close();

  await page.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(
    page
      .getByRole('dialog', { name: `Заказ ${order.orderNumber}` })
      .getByRole('button', { name: 'Сохранить' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Отменить' }).click();
  await page.getByRole('button', { name: 'Закрыть' }).click();

  // Deleting the other order returns its stock.
  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill(doomed.orderNumber);
  await page
    .getByRole('row', { name: new RegExp(doomed.orderNumber) })
    .getByRole('button', { name: 'Подробнее' })
    .click();
  await page
    .getByRole('dialog', { name: `Заказ ${doomed.orderNumber}` })
    .getByRole('button', { name: 'Удалить' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Удаление заказа' });
  await expect(confirm).toContainText(`Вы действительно хотите удалить заказ ${doomed.orderNumber}?`);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Заказ удален')).toBeVisible();
  await expect(page.getByText(`По запросу "${doomed.orderNumber}" ничего не найдено`)).toBeVisible();
  expect((await partsById(request)).get(deleted.id)?.availability).toBe(deleted.availability);
});
