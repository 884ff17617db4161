// Pre-rendered pages start the app at the visitor's first interaction
// (apps/web/src/main.tsx); html[data-app=ready] says the page has its handlers.
import { expect, type Page } from '@playwright/test';

/** Starts the app on a pre-rendered page with a key press that changes nothing, and waits for it. */
export async function startApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
