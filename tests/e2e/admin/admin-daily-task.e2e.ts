// Issue 29's timed admin task, repeated: from today's orders to a printed
// picking sheet and an activated account. Every click is counted: 'Сегодня'
// (one click from the list), 'Ордер лист' (prints by itself), 'Сводка' and
// 'Активировать' in place — four, where the list without a day filter, the
// users tab, its filter and a confirmation took more.
import { expect, test, type Locator } from '@playwright/test';
import { signInAsAdmin } from '../support/signIn';
import { VIEWPORTS } from '../support/screenCheck';
import { placeOrderAsBuyer, stockedParts } from './orderApi';
import { registerAccount } from '../support/register';

const MAX_CLICKS = 4;

for (const viewport of VIEWPORTS) {
  test(`[ADMIN][TASK]: today's order printed and a new account activated in ${MAX_CLICKS} clicks (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${Date.now()}`;
    const waiting = { first_name: 'Ксения', last_name: `Утренняя${stamp}` };
    const registered = await registerAccount(request, {
      data: {
        ...waiting,
        email: `morning.${stamp}@example.ru`,
        password: 'secret-pass-1',
        company: 'ИП Утренняя К. А.',
        phone: '79180007788',
      },
    });
    expect(registered.status()).toBe(201);
    const [part] = await stockedParts(request, 1);
    const order = await placeOrderAsBuyer(request, [{ partId: part!.id, quantity: 1 }]);
    await page.context().addInitScript({
      content: 'window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };',
    });
    await signInAsAdmin(page);
    await page.goto('/admin/orders');

    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await click(page.getByRole('group', { name: 'Период' }).getByRole('button', { name: 'Сегодня' }));
    const entry = page
      .getByRole('row', { name: new RegExp(order.orderNumber) })
      .or(page.getByRole('listitem', { name: order.orderNumber }))
      .locator('visible=true');
    const popup = page.waitForEvent('popup');
    await click(entry.getByRole('button', { name: 'Ордер лист' }));
    const sheet = await popup;
    await expect(sheet.getByRole('article', { name: `Ордер лист ${order.orderNumber}` })).toBeVisible();
    await expect.poll(() => sheet.evaluate('window.__printed')).toBe(1);
    await sheet.close();

    await click(
      page
        .getByRole('navigation', { name: 'Разделы панели администратора' })
        .getByRole('link', { name: 'Сводка' }),
    );
    const name = `${waiting.first_name} ${waiting.last_name}`;
    await click(
      page
        .getByRole('region', { name: 'Ожидают активации' })
        .getByRole('button', { name: `Активировать: ${name}` }),
    );
    await expect(page.getByText('Пользователь активирован')).toBeVisible();
    console.log(`admin task at ${viewport.width} px: ${clicks} clicks`);
    expect(clicks).toBeLessThanOrEqual(MAX_CLICKS);
  });
}
