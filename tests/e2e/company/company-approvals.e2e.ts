// Issue 34 in the browser: a company's administrator invites a Закупщик with a
// monthly limit; the colleague sets a password from the mail, orders within
// the limit, then above it (the order becomes an approval request); the
// administrator approves it and both see the order; a second request is
// rejected with a reason, which the colleague reads. At 1280 and 375 px, each
// screen checked for fit and axe.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { t } from '@shop/i18n';
import { logIn, uniqueEmail } from '../auth/accountJourney';
import { createPart } from '../support/adminApi';
import { cartPanel } from '../support/cartPanel';
import { linkIn, waitForMail } from '../support/mailbox';
import { checkScreen, VIEWPORTS } from '../support/screenCheck';
import { ADMIN } from '../support/signIn';
import { registerAccount } from '../support/register';

test.use({ bypassCSP: true });

/**
 * A new active account: the administrator of its own company (the shop's admin
 * activates it). Over the test's own request context: the page's would carry
 * the admin's session cookie into the browser.
 */
async function newCompanyAdmin(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(`director-${tag}`);
  const password = 'director-pass-1';
  const registered = await registerAccount(request, {
    data: {
      first_name: 'Ирина',
      last_name: 'Директорова',
      email,
      password,
      phone: '79180002233',
      company: `ООО «Мотосервис ${tag}»`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as {
    token: string;
  };
  const activated = await request.post(
    `/api/admin/users/${((await registered.json()) as { id: number }).id}/toggle-status`,
    { headers: { authorization: `Bearer ${admin.token}` }, data: { status: 'active' } },
  );
  expect(activated.status()).toBe(200);
  return { email, password };
}

/** Puts `quantity` of the part into the cart, and confirms the order from the cart panel. */
async function orderFromCart(page: Page, partId: number, quantity: number): Promise<void> {
  await page.goto('/account');
  await page.evaluate(([id, count]) => localStorage.setItem('cart', JSON.stringify({ [id]: count })), [
    partId,
    quantity,
  ] as const);
  await page.goto('/catalog?cart=open');
  await cartPanel(page).getByRole('button', { name: 'Оформить заказ' }).click();
  const checkout = page.getByRole('dialog', { name: 'Оформление заказа' });
  await checkout.getByRole('button', { name: 'Подтвердить заказ' }).click();
}

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  return context.newPage();
}

const approvalRows = (page: Page) => page.getByRole('list', { name: 'Согласование' }).getByRole('listitem');

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[BUYER][COMPANY]: invite, order within and above the limit, approve, reject with a reason', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const tag = `${viewport.width}-${Date.now() % 100_000}`;
      const partNumber = `CMP${tag}`;
      const partId = await createPart(request, {
        name: `Вариатор компания ${tag}`,
        partNumber,
        price: 500,
        availability: 50,
      });
      const director = await newCompanyAdmin(request, tag);

      // The administrator invites a Закупщик with a 1 000 ₽ limit.
      await logIn(page, director.email, director.password);
      await expect(page).toHaveURL(/\/account$/);
      await page
        .getByRole('navigation', { name: 'Разделы личного кабинета' })
        .getByRole('link', { name: 'Компания' })
        .click();
      await expect(page.getByRole('heading', { name: 'Компания', level: 1 })).toBeVisible();
      const buyerEmail = uniqueEmail(`buyer-${tag}`);
      const invite = page.getByRole('form', { name: 'Пригласить сотрудника' });
      await invite.getByLabel('Имя').fill('Павел');
      await invite.getByLabel('Фамилия').fill('Закупкин');
      await invite.getByLabel('Email').fill(buyerEmail);
      await invite.getByLabel('Роль').selectOption({ label: 'Закупщик' });
      await invite.getByLabel(/Лимит в месяц/).fill('abc');
      await invite.getByRole('button', { name: 'Пригласить' }).click();
      await expect(invite.getByText('Укажите сумму в рублях')).toBeVisible();
      await invite.getByLabel(/Лимит в месяц/).fill('1 000');
      await invite.getByRole('button', { name: 'Пригласить' }).click();
      await expect(page.getByText(`Приглашение отправлено на ${buyerEmail}`)).toBeVisible();
      const colleague = page.getByRole('listitem', { name: 'Павел Закупкин' });
      await expect(colleague).toBeVisible();
      await expect(colleague.getByLabel(/Лимит в месяц/)).toHaveValue('1000');
      await checkScreen(page, 'company-members');

      // The colleague sets a password from the mail and is active at once.
      const mail = await waitForMail({ to: buyerEmail });
      const link = linkIn(mail, '/reset-password');
      const buyer = await newPage(browser, viewport);
      await buyer.goto(`${link.pathname}${link.search}`);
      await buyer.getByLabel('Новый пароль').fill('buyer-pass-1');
      await buyer.getByLabel('Повторите пароль').fill('buyer-pass-1');
      await buyer.getByRole('button', { name: 'Сохранить пароль' }).click();
      await expect(buyer).toHaveURL(/\/login$/);
      await logIn(buyer, buyerEmail, 'buyer-pass-1');
      await expect(buyer).toHaveURL(/\/account$/);

      // Within the limit (500 of 1 000 ₽): placed as usual.
      await orderFromCart(buyer, partId, 1);
      const success = buyer.getByRole('dialog', { name: 'Заказ успешно оформлен' });
      await expect(success).toBeVisible();
      await expect(buyer).toHaveURL(/\/orders$/);

      // Above it (500 + 1 500 > 1 000 ₽): an approval request, no order.
      await orderFromCart(buyer, partId, 3);
      await expect(buyer.getByText(t('orders:approvalRequested'))).toBeVisible();
      await expect(buyer).toHaveURL(/\/account\/approvals$/);
      await expect(approvalRows(buyer)).toHaveCount(1);
      await expect(approvalRows(buyer).first()).toContainText('Ожидает согласования');
      await expect(approvalRows(buyer).first().getByRole('button', { name: 'Отозвать' })).toBeVisible();
      await checkScreen(buyer, 'approvals-requester');

      // The administrator approves: the order is placed as the colleague's.
      await waitForMail({ to: director.email, subjectIncludes: 'Павел Закупкин' });
      await page.goto('/account/approvals');
      await expect(approvalRows(page)).toHaveCount(1);
      // What the request holds, line by line, before deciding.
      await expect(approvalRows(page).first()).toContainText(`Состав: ${partNumber} × 3`);
      await checkScreen(page, 'approvals-admin');
      await approvalRows(page).first().getByRole('button', { name: 'Согласовать' }).click();
      const placed = page.getByText(/^Заказ ORD-\d+ оформлен$/);
      await expect(placed).toBeVisible();
      const orderNumber = /ORD-\d+/.exec((await placed.textContent()) ?? '')![0];
      await expect(approvalRows(page).first()).toContainText('Согласована');
      await expect(approvalRows(page).first()).toContainText(orderNumber);

      // Both see it: the colleague among own orders, the administrator among the company's.
      await buyer.goto('/orders');
      await expect(buyer.getByRole('listitem', { name: orderNumber })).toBeVisible();
      await page.goto('/account/company');
      const companyOrders = page.getByRole('table', { name: 'Заказы компании' });
      await expect(companyOrders.getByRole('row', { name: new RegExp(orderNumber) })).toContainText(
        buyerEmail,
      );
      await checkScreen(page, 'company-orders', true);

      // A second request is rejected, and only with a reason.
      await orderFromCart(buyer, partId, 4);
      await expect(buyer).toHaveURL(/\/account\/approvals$/);
      await page.goto('/account/approvals');
      const pending = approvalRows(page).filter({ hasText: 'Ожидает согласования' });
      await pending.getByRole('button', { name: 'Отклонить' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Отклонить' });
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await expect(dialog.getByText('Укажите причину отказа')).toBeVisible();
      await dialog.getByLabel('Причина отказа').fill('Сначала закроем прошлый счет');
      await checkScreen(page, 'approvals-reject-dialog');
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await expect(page.getByText('Заявка отклонена')).toBeVisible();
      await buyer.goto('/account/approvals');
      const rejected = approvalRows(buyer).filter({ hasText: 'Отклонена' });
      await expect(rejected).toContainText('Сначала закроем прошлый счет');
      await expect(rejected.getByRole('button')).toHaveCount(0);
      await buyer.context().close();
    });
  });
}
