// Issue 29's timed buyer task as a journey: an Excel list of 40 articles
// (quick order's file upload) to an invoice, taken straight from the order's
// success dialog (issue 29.10), with the cart in the list's order (29.8).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeXlsx } from '@shop/sheets';
import { expect, test } from '@playwright/test';
import { partsById } from '../admin/orderApi';
import { cartLines, cartPanel } from '../support/cartPanel';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { signInAsBuyer } from '../support/signIn';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][ORDERS]: from an Excel list of 40 articles to the invoice, from the success dialog', async ({
      page,
      request,
    }) => {
      const offset = viewport.width === 1280 ? 300 : 400;
      const parts = [...(await partsById(request)).values()]
        .filter((part) => part.availability >= 10)
        .slice(offset, offset + 40)
        .reverse();
      const file = path.join(os.tmpdir(), `order-40-${viewport.width}-${Date.now()}.xlsx`);
      writeFileSync(
        file,
        await writeXlsx(
          'Заказ',
          [
            { header: 'Артикул', width: 20 },
            { header: 'Кол-во', width: 10 },
          ],
          parts.map((part, i) => [part.partNumber, (i % 4) + 1]),
        ),
      );

      await signInAsBuyer(page);
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto('/quick-order');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Загрузить файл' }).click();
      await (await chooser).setFiles(file);
      await expect(page.getByText(/^Итого: 40 позиций на /)).toBeVisible();
      await page.getByRole('button', { name: 'Добавить в корзину' }).click();
      await expect(cartLines(page)).toHaveCount(40);
      await expect(cartLines(page).first()).toHaveAccessibleName(parts[0]!.name);
      await expect(cartLines(page).last()).toHaveAccessibleName(parts[39]!.name);

      await cartPanel(page).getByRole('button', { name: 'Оформить заказ' }).click();
      const checkout = page.getByRole('dialog', { name: 'Оформление заказа' });
      await checkout.getByText('Безналичный расчет').click();
      await checkout.getByRole('button', { name: 'Подтвердить заказ' }).click();
      const success = page.getByRole('dialog', { name: 'Заказ успешно оформлен' });
      const orderNumber = (await success.getByText(/^ORD-\d+$/).textContent()) ?? '';
      await checkScreen(page, 'success-invoice');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        success.getByRole('link', { name: 'Скачать счёт' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Счёт ${orderNumber}.pdf`);
      const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, ' ')).toContain(`Счёт на оплату № ${orderNumber} от`);
      expect(text).toContain(parts[0]!.partNumber);
      expect(text).toContain(parts[39]!.partNumber);
    });
  });
}
