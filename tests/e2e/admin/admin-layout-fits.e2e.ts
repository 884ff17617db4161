// Issue 29's smaller admin defects: the picking sheet fits a phone on screen
// and printed (it was 397 px wide at 375), the catalogue's 'Изменить' shows in
// full at 1280 px, and 'Панель администратора' stays inside the account nav.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../info/axe';
import { signInAsAdmin } from '../support/signIn';
import { horizontalOverflow, screenshotFor, VIEWPORTS } from '../support/screenCheck';
import { partsById, placeOrderAsBuyer } from './orderApi';

// axe-core is injected as an inline script, which the shop's CSP refuses.
test.use({ bypassCSP: true });

async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

/** The sheet and its table end within the window. */
async function expectSheetFits(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const table = (await page.getByRole('table').boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of VIEWPORTS) {
  test(`[ADMIN][LAYOUT]: the picking sheet, the catalogue and the account nav fit (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    // The catalogue's longest article and longest name: the widest sheet real data makes.
    const parts = [...(await partsById(request)).values()].filter((part) => part.availability > 5);
    const longArticle = parts.reduce((a, b) => (b.partNumber.length > a.partNumber.length ? b : a));
    const longName = parts.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const order = await placeOrderAsBuyer(request, [
      { partId: longArticle.id, quantity: 1 },
      { partId: longName.id, quantity: 12 },
    ]);
    await page.context().addInitScript({ content: 'window.print = () => {};' });
    await signInAsAdmin(page);

    await page.goto(`/admin/orders/${order.id}/print`);
    const sheet = page.getByRole('article', { name: `Ордер лист ${order.orderNumber}` });
    await expect(sheet).toContainText(longArticle.partNumber.slice(0, 3));
    await expectSheetFits(page);
    await screenshotFor(page, 'picking-sheet');
    await page.emulateMedia({ media: 'print' });
    await expectSheetFits(page);
    await screenshotFor(page, 'picking-sheet-print');
    await page.emulateMedia({ media: 'screen' });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/catalog');
    const table = page.getByRole('region', { name: 'Каталог', exact: true });
    const edit = table.getByRole('button', { name: /^Изменить/ }).first();
    await expect(edit).toBeVisible();
    // A desktop shows the whole row; a phone scrolls the table, never the page.
    if (viewport.width > 400) await expectInside(edit, table);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFor(page, 'admin-catalog');

    await page.goto('/account');
    const nav = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
    const adminLink = nav.getByRole('link', { name: 'Панель администратора' });
    await expectInside(adminLink, nav);
    expect(await adminLink.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshotFor(page, 'account-admin');
  });
}
