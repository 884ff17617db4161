// Pages start the app as soon as its chunks have arrived (apps/web/src/main.tsx);
// html[data-app=ready] says the page has its handlers.
import { expect, type Page } from '@playwright/test';

/** Waits for the app to have started (by itself: no interaction needed). */
export async function startApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
