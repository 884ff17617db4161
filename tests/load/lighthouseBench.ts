// `npm run bench:lighthouse`: Lighthouse 12 in Debian's Chromium, mobile
// profile, median of 5 runs for /login, / (signed in) and /about, against the
// built app on a throwaway PGlite data dir. Prints scores and LCP/TBT/CLS.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
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

async function startServer(port: number, dataDir: string) {
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
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function sessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@scooter-parts.local', password: 'buyer12345' }),
  });
  const { token } = (await res.json()) as { token: string };
  return `shop_session=${token}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const cookie = await sessionCookie(base);
    const pages: Array<{ name: string; url: string; headers: Record<string, string> }> = [
      { name: '/login', url: `${base}/login`, headers: {} },
      { name: '/ (signed in)', url: `${base}/`, headers: { Cookie: cookie } },
      { name: '/about', url: `${base}/about`, headers: {} },
    ];
    console.log(`Lighthouse ${RUNS} runs per page, mobile profile (median)`);
    for (const page of pages) {
      const runs: Array<{ score: number; lcp: number; tbt: number; cls: number }> = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.headers,
        });
        const lhr = result!.lhr;
        runs.push({
          score: (lhr.categories.performance?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        });
      }
      const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      console.log(
        `${page.name.padEnd(14)} score ${pick('score').toFixed(0)}  LCP ${(pick('lcp') / 1000).toFixed(2)} s  TBT ${pick('tbt').toFixed(0)} ms  CLS ${pick('cls').toFixed(3)}`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
