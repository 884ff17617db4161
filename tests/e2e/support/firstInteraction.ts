// Pages that arrive complete (pre-rendered, or rendered by the server for a
// signed-in buyer) start the app as soon as its chunks have arrived
// (apps/web/src/main.tsx). Journeys hold the chunks back, as a slow phone
// takes its time over them, to see the page before React is there.
import { expect, type Page } from '@playwright/test';

/** Serves the entry script, holds every other script until `release()`. */
export async function holdAppChunks(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/assets\/index-[^/]+\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  return { release };
}

/** The app has started and handles the page (main.tsx marks <html>). */
export const appStarted = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
