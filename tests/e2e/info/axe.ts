// Runs axe-core inside the page and fails on serious or critical violations.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Waits until the screen's finite animations have ended: a dialog or backdrop
 * fading in has its colours half mixed, and axe would measure that (a phone
 * run saw the list behind an opening dialog fail contrast). Endless ones (a
 * spinner) never end and are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    'document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)',
  );
}

/** The serious and critical axe-core violations of the page as it is now, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  await page.addScriptTag({ content: axeSource });
  // A string expression: the e2e tsconfig has no DOM types, and the code runs in the page anyway.
  const violations = (await page.evaluate(
    `window.axe.run(document).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${page.url()}`).toEqual([]);
}
