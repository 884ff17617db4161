// `npm run docs:screenshots`: the journeys' own set-up (built app, demo data,
// Chromium) pointed at the documentation's screenshots instead of the tests,
// so the pictures in README.md and docs/ are of today's screens.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: '**/*.shots.ts',
  retries: 0,
});
