// `npm run bench:first-tap`: how long a buyer on a phone waits for the answer
// to a tap on 'Купить' soon after a signed-in page has loaded (issue 33): '/',
// '/catalog' and a product page.
// Debian's Chromium with Lighthouse's mobile throttling applied through CDP
// (4× CPU, 150 ms RTT, 1.6 Mbit/s down), a cold cache (a new context per run),
// a 412 px phone screen; the first 'Купить' is tapped 1 s and 3 s after the
// load event (later if it is not on the screen by then: the bench prints when
// the tap really came, since the product page draws its offer after load). The time runs from the tap event's own timestamp (so a busy
// main thread counts) to the frame after 'Товар добавлен в корзину' appears.
// Median of 5 (FIRST_TAP_RUNS=n); a tap with no answer within 20 s is lost.
// Against the built app on a throwaway PGlite data dir (or BENCH_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { goalLine, printLoad } from './support/report';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const DELAYS = [
  { afterLoadMs: 1000, goalMs: 300 },
  { afterLoadMs: 3000, goalMs: 150 },
];
const ANSWER = 'Товар добавлен в корзину';
const LOST_AFTER_MS = 20_000;
const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-first-tap-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('server did not start');
}

async function sessionToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@scooter-parts.local', password: 'buyer12345' }),
  });
  return ((await res.json()) as { token: string }).token;
}

/**
 * Recorded in the page: the first tap's own timestamp (when the finger went
 * down, however busy the main thread) and the frame after the answer appeared.
 */
const RECORDER = `
  const marks = (window.__firstTap = { load: null, tap: null, answer: null });
  addEventListener('load', () => { marks.load = performance.now(); });
  addEventListener('pointerdown', (event) => { marks.tap ??= event.timeStamp; }, true);
  new MutationObserver(() => {
    if (marks.answer !== null || marks.tap === null) return;
    if (document.body.textContent.includes(${JSON.stringify(ANSWER)})) requestAnimationFrame(() => { marks.answer ??= performance.now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** One cold visit: ms from the tap to its answer and from load to the tap, or null when the tap was lost. */
async function oneTap(browser: Browser, url: string, token: string, afterLoadMs: number) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ru-RU' });
  await context.addCookies([{ name: 'shop_session', value: token, url: new URL(url).origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(RECORDER);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const tapAt = Date.now() + afterLoadMs;
    // Where the finger will land, found now. The tap itself goes straight to
    // the browser at its moment: a locator's click would first wait for the
    // page's main thread to answer its checks, hiding the time it was busy.
    const button = page.getByRole('button', { name: 'Купить' }).first();
    await button.scrollIntoViewIfNeeded({ timeout: LOST_AFTER_MS });
    const box = (await button.boundingBox())!;
    await page.waitForTimeout(Math.max(0, tapAt - Date.now()));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // Functions, not strings: the shop's CSP forbids eval.
    type Marks = { __firstTap: { load: number; tap: number; answer: number | null } };
    await page.waitForFunction(() => (globalThis as unknown as Marks).__firstTap.answer !== null, undefined, {
      timeout: LOST_AFTER_MS,
    });
    return await page.evaluate(() => {
      const { load, tap, answer } = (globalThis as unknown as Marks).__firstTap;
      return { ms: answer! - tap, tapAfterLoadMs: tap - load };
    });
  } catch (error) {
    console.log(`  (${String(error).split('\n')[0]})`);
    return null;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A part's page to tap on: the first part of the catalogue snapshot. */
async function productPath(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/parts-data`, { headers: { authorization: `Bearer ${token}` } });
  const { parts } = (await res.json()) as { parts: Array<{ id: number }> };
  return `/product/${parts[0]!.id}`;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const token = await sessionToken(server.url);
    const pages = (process.env.FIRST_TAP_PAGES?.split(',') ?? ['/', '/catalog', 'product']).map((name) =>
      name === 'product' ? productPath(server.url, token) : Promise.resolve(name),
    );
    printLoad('before');
    const lines: Array<() => void> = [];
    for (const pathname of await Promise.all(pages)) {
      for (const { afterLoadMs, goalMs } of DELAYS) {
        const times: number[] = [];
        let lost = 0;
        for (let run = 0; run < RUNS; run++) {
          const tap = await oneTap(browser, `${server.url}${pathname}`, token, afterLoadMs);
          if (tap === null) lost++;
          else times.push(tap.ms);
          console.log(
            `  ${pathname} load+${afterLoadMs / 1000}s run ${run + 1}: ${
              tap === null
                ? 'LOST'
                : `${Math.round(tap.ms)} ms (tapped at load+${(tap.tapAfterLoadMs / 1000).toFixed(1)}s)`
            }`,
          );
        }
        // A lost tap counts as never answered.
        const figure = lost > 0 ? Number.POSITIVE_INFINITY : median(times);
        lines.push(() => {
          goalLine(
            `first tap on ${pathname} at load+${afterLoadMs / 1000}s`,
            figure,
            'ms',
            { op: '<=', value: goalMs },
            0,
          );
          if (lost) console.log(`  ${lost} of ${RUNS} taps lost`);
        });
      }
    }
    printLoad('after');
    for (const line of lines) line();
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
