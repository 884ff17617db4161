// The screenshots README.md and docs/admin-guide.ru.md show, written to
// docs/images/ (run by `npm run docs:screenshots`, not by `npm test`).
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyerPayerId, placeOrderAsBuyer, stockedParts } from '../admin/orderApi';
import { setOrderStatus } from '../support/adminApi';
import { adminRoutes } from '../support/routes';
import { signInAsAdmin, signInAsBuyer } from '../support/signIn';

const imagesDir = path.resolve(import.meta.dirname, '../../../docs/images');
const DESKTOP = { width: 1280, height: 800 };

/** Opens a screen, waits until its main content is drawn and saves the visible part as docs/images/NAME.png. */
async function shoot(page: Page, name: string, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(imagesDir, `${name}.png`) });
}

test.use({ viewport: DESKTOP });
test.setTimeout(180_000);

test('the buyer’s catalogue', async ({ page }) => {
  await signInAsBuyer(page);
  await shoot(page, 'catalog', '/');
});

/** The demo has no orders: a morning's worth from the demo buyer, in several statuses, for the dashboard and the lists. */
async function someOrders(request: APIRequestContext): Promise<void> {
  const parts = await stockedParts(request, 12);
  const payerId = await buyerPayerId(request);
  const statuses = ['pending', 'confirmed', 'processing', 'shipped', 'completed', 'pending'];
  for (const [i, status] of statuses.entries()) {
    const lines = parts
      .slice(i * 2, i * 2 + 2)
      .map((part, j) => ({ partId: part.id, quantity: 1 + ((i + j) % 4) }));
    const order = await placeOrderAsBuyer(request, lines, payerId);
    if (status !== 'pending') await setOrderStatus(request, order.id, status);
  }
}

test('the administrator’s screens', async ({ page, request }) => {
  await someOrders(request);
  await signInAsAdmin(page);
  const routes = await adminRoutes(page);
  const wanted = [
    'admin-dashboard',
    'admin-orders',
    'admin-order',
    'admin-users',
    'admin-user',
    'admin-catalog',
    'admin-price-import',
    'admin-settings',
  ];
  for (const route of routes.filter((r) => wanted.includes(r.name))) {
    await shoot(page, route.name, route.path);
  }
});
