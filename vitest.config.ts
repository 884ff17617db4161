import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './apps/web/chakraThemeAlias';

export default defineConfig({
  resolve: { alias: [chakraThemeAlias] },
  test: {
    include: [
      'packages/**/src/**/*.test.ts',
      'apps/**/src/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.ts',
      'tests/docs/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
