// The two screens every issue-29 journey runs on, and what "fits" means there.
import path from 'node:path';
import type { Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** How far the page runs past the window sideways (0 when it fits). */
export const pageOverflow = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

/** With E2E_SCREENSHOTS=<dir>, a full-page PNG to look at (not to compare). */
export async function screenshotFor(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir)
    await page.screenshot({
      path: path.join(dir, `${name}-${page.viewportSize()!.width}.png`),
      fullPage: true,
    });
}
