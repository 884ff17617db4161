// `npm run bench:search`: how long a buyer waits, in a real browser, from the
// last keystroke in the catalogue's search box to the updated results (issue
// 16: goal ≤ 250 ms). Types 20 queries at ~80 ms per key on '/' in Debian's
// Chromium against the built app on a throwaway PGlite data dir (or
// BENCH_URL), and prints each time and the median.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const QUERIES = 20;
const KEY_DELAY_MS = 80;
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
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-search-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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

/** Distinct first words of part names across the catalogue, as a buyer would type them. */
async function queriesFrom(url: string, cookie: string): Promise<string[]> {
  const res = await fetch(`${url}/api/parts-data`, { headers: { cookie } });
  const { parts } = (await res.json()) as { parts: Array<{ name: string }> };
  const words = new Set<string>();
  for (let i = 0; i < parts.length && words.size < QUERIES; i += 97) {
    const word = parts[i]!.name.split(' ')[0]!.toLowerCase();
    if (word.length >= 4) words.add(word);
  }
  return [...words];
}

// Resolves with the ms from the last keydown to the first frame where the
// address carries the query and the results are no longer the previous ones.
const WAIT_FOR_RESULTS = (query: string) => `new Promise((resolve) => {
  const check = () => {
    const busy = document.querySelector('main [aria-busy="true"]');
    const list = document.querySelector('main [aria-busy="false"]');
    if (new URL(location.href).searchParams.get('q') === ${JSON.stringify(query)} && !busy && list) {
      resolve(performance.now() - window.__lastKey);
    } else requestAnimationFrame(check);
  };
  check();
})`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : await startServer();
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
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@scooter-parts.local', password: 'buyer12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const cookie = `shop_session=${token}`;
    const queries = await queriesFrom(server.url, cookie);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    await context.addCookies([{ name: 'shop_session', value: token, url: server.url }]);
    const page = await context.newPage();
    await page.addInitScript(
      `window.__lastKey = 0; document.addEventListener('keydown', () => { window.__lastKey = performance.now(); }, true);`,
    );
    await page.goto(`${server.url}/`);
    const search = page.getByRole('searchbox', { name: 'Поиск запчастей' });
    await page.getByRole('article').first().waitFor();
    const times: number[] = [];
    for (const query of queries) {
      await search.fill('');
      await page.waitForFunction(
        `!new URL(location.href).searchParams.get('q') && !document.querySelector('main [aria-busy="true"]')`,
      );
      await search.pressSequentially(query, { delay: KEY_DELAY_MS });
      const ms = (await page.evaluate(WAIT_FOR_RESULTS(query))) as number;
      times.push(ms);
      console.log(`${query.padEnd(16)} ${ms.toFixed(0).padStart(5)} ms`);
    }
    console.log(`median over ${times.length} queries: ${median(times).toFixed(0)} ms (goal ≤ 250 ms)`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
