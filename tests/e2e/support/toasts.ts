// Toasts come and go: a journey checks each where it appears, then closes
// them all so the screen is looked at (and read by axe) without them.
import { expect, type Page } from '@playwright/test';

export async function closeToasts(page: Page): Promise<void> {
  // Closing one moves the others (and they may be gone already): always the first, briefly.
  const close = page.locator('[data-scope="toast"][data-part="close-trigger"]');
  for (let i = 0; i < 10 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
}
