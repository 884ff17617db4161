// Issue 16, points 7 and 9: every screen as a visitor, a buyer and an admin,
// at 1280×800 and 375×812: 0 serious or critical axe-core violations, nothing
// wider than the window. With E2E_SCREENSHOTS=<dir> it also saves a full-page
// PNG of each (to look at, not to compare).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { placeOrderAsBuyer, stockedParts } from '../admin/orderApi';
import { seriousA11yViolations } from '../info/axe';
import { signInAsAdmin, signInAsBuyer } from '../support/signIn';
import { adminRoutes, BUYER_ROUTES, VISITOR_ROUTES, type RouteVisit } from '../support/routes';

const screenshotDir = process.env.E2E_SCREENSHOTS;

// axe-core is injected as an inline script, which the shop's CSP refuses.
test.use({ bypassCSP: true });
// Each test visits many screens and runs axe on every one.
test.describe.configure({ timeout: 240_000 });

/** Visits each route and checks it, softly, so that one run lists every problem. */
async function checkRoutes(page: Page, role: string, routes: RouteVisit[]): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const route of routes) {
    await page.goto(route.path);
    // The page's heading, or the dialog (the cart panel) that hides it.
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
    // Spinners gone, lazy parts loaded.
    await page.waitForLoadState('networkidle');
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect
      .soft(overflow, `${role} ${route.path} at ${width} px is wider than the window`)
      .toBeLessThanOrEqual(0);
    expect.soft(await seriousA11yViolations(page), `axe: ${role} ${route.path} at ${width} px`).toEqual([]);
    if (screenshotDir) {
      await page.screenshot({
        path: path.join(screenshotDir, `${width}-${role}-${route.name}.png`),
        fullPage: true,
      });
    }
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('[VISITOR][A11Y]: every public screen passes axe and fits the window', async ({ page }) => {
      await checkRoutes(page, 'visitor', VISITOR_ROUTES);
    });

    test('[BUYER][A11Y]: every buyer screen passes axe and fits the window', async ({ page }) => {
      await signInAsBuyer(page);
      await checkRoutes(page, 'buyer', BUYER_ROUTES);
    });

    test('[ADMIN][A11Y]: every admin screen passes axe and fits the window', async ({ page, request }) => {
      // An order to open, placed by the buyer over REST (its own cookie jar, not the page's).
      const [part] = await stockedParts(request, 1);
      await placeOrderAsBuyer(request, [{ partId: part!.id, quantity: 1 }]);
      await signInAsAdmin(page);
      await checkRoutes(page, 'admin', await adminRoutes(page));
    });
  });
}

test('[VISITOR][ROUTES]: an unknown route answers 404 with the same page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByRole('link', { name: /На главную/ }).last()).toBeVisible();
  expect((await page.goto('/catalog'))?.status()).toBe(200);
  expect((await page.goto('/product/1'))?.status()).toBe(200);
});
