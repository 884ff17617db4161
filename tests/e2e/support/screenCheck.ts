// The checks every screen of a journey gets: nothing wider than the window,
// 0 serious or critical axe-core violations, and (with E2E_SCREENSHOTS=<dir>)
// a PNG to look at. axe needs `test.use({ bypassCSP: true })`.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { animationsSettled, seriousA11yViolations } from '../info/axe';

/** How far the page runs past the window sideways (0 when it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
}

/** With E2E_SCREENSHOTS=<dir>, a PNG named `<width>-<name>.png` to look at (not to compare). */
export async function screenshotFor(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir)
    await page.screenshot({ path: path.join(dir, `${page.viewportSize()!.width}-${name}.png`), fullPage });
}

/** Overflow and axe on the screen as it is now; a screenshot named `<width>-<name>.png`. */
export async function checkScreen(page: Page, name: string, fullPage = false): Promise<void> {
  const width = page.viewportSize()!.width;
  // A dialog fading in is half transparent, and may still be moving into place.
  await animationsSettled(page);
  expect(
    await horizontalOverflow(page),
    `${name} at ${width} px is wider than the window`,
  ).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page), `axe: ${name} at ${width} px`).toEqual([]);
  await screenshotFor(page, name, fullPage);
}

/** The two screens every journey of issue 29 runs on. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;
