// Issue 29, smaller defects on the buyer's side: saved lists can be renamed
// and deleted (deleting asks first), the saved-list dialog keeps 'Скачать
// Excel' whole at 375 px, table names on a phone get two lines, and the admin
// is not offered the buyer's 'Запросить коммерческое предложение'.
import { expect, test } from '@playwright/test';
import { stockedParts } from '../admin/orderApi';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { signInAsAdmin, signInAsBuyer } from '../support/signIn';

test.use({ bypassCSP: true });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][LISTS]: a saved list is renamed, and deleted only after the question', async ({
      page,
      request,
    }) => {
      const parts = await stockedParts(request, 2);
      await signInAsBuyer(page);
      const name = `Список ${viewport.width}-${Date.now() % 100_000}`;
      const created = await page.request.post('/trpc/savedLists.create', {
        data: { name, items: parts.map((part) => ({ partId: part.id, quantity: 2 })) },
      });
      expect(created.ok()).toBe(true);
      await page.goto('/saved-lists');

      // The dialog's footer keeps 'Скачать Excel' whole on a phone.
      await page.getByRole('listitem', { name }).getByRole('button', { name: 'Открыть' }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByRole('button', { name: 'Скачать Excel' })).toBeInViewport({ ratio: 1 });
      await checkScreen(page, 'saved-list-dialog');
      await dialog.getByRole('button', { name: 'Закрыть' }).first().click();

      const renamed = `${name} (осень)`;
      await page.getByRole('button', { name: `Переименовать список ${name}` }).click();
      const form = page.getByRole('dialog', { name: 'Переименовать список' });
      await form.getByLabel('Название списка').fill('   ');
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await expect(form.getByText('Введите название списка')).toBeVisible();
      await form.getByLabel('Название списка').fill(renamed);
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByRole('listitem', { name: renamed })).toBeVisible();

      // Delete asks first; 'Отмена' keeps the list.
      await page.getByRole('button', { name: `Удалить список ${renamed}` }).click();
      const question = page.getByRole('alertdialog', { name: 'Удалить список?' });
      await expect(question).toContainText(`Список «${renamed}» (2 позиции) будет удален.`);
      await checkScreen(page, 'saved-list-delete');
      await question.getByRole('button', { name: 'Отмена' }).click();
      await expect(page.getByRole('listitem', { name: renamed })).toBeVisible();
      await page.getByRole('button', { name: `Удалить список ${renamed}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
      await expect(page.getByText('Список удален')).toBeVisible();
      await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
    });

    test('[ADMIN][LAYOUT]: the header offers an admin no commercial offer request', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const offerRequest = page.getByRole('link', { name: 'Запросить коммерческое предложение' });
      await expect(offerRequest).toHaveCount(0);
      await page.goto('/catalog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A phone keeps the header's actions in the menu: the request is not there either.
      const menu = page.getByRole('button', { name: 'Открыть меню' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('dialog').getByRole('link', { name: 'Каталог' })).toBeVisible();
      }
      await expect(offerRequest).toHaveCount(0);
    });
  });
}

test('[BUYER][CATALOG]: a phone table row (375 px) gives the name two lines', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsBuyer(page);
  await page.goto('/catalog');
  await page.keyboard.press('Shift');
  await page.getByRole('button', { name: 'Таблицей' }).click();
  const name = page.getByRole('list', { name: 'Товары' }).getByRole('button').first();
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
});
