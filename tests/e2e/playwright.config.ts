// Journeys in Debian's Chromium (Playwright cannot download browsers here)
// against the built app, started by global-setup on a free port.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One results folder per run (workers inherit the variable), so two runs on
// one machine never delete each other's traces.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), `shop-e2e-results-${process.env.E2E_RUN_ID}`),
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
