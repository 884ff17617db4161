// @vitest-environment jsdom
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultConfig } from '@chakra-ui/react';
import type * as Chakra from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGlobalCssLazy } from '../../../lazyChakraGlobalCss';

const require = createRequire(import.meta.url);
const styledSystem = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system',
);

describe("the build's lazy global CSS (lazyChakraGlobalCss.ts)", () => {
  it("builds a system's global CSS on first read, the same CSS as Chakra's own createSystem", async () => {
    const code = readFileSync(path.join(styledSystem, 'system.js'), 'utf8');
    // The patched module beside Chakra's, so that its relative imports resolve.
    const patched = path.join(styledSystem, `system.lazy-${randomUUID()}.mjs`);
    writeFileSync(patched, makeGlobalCssLazy(code));
    try {
      const lazy = (await import(pathToFileURL(patched).href)) as typeof Chakra;
      const eager = (await import(pathToFileURL(path.join(styledSystem, 'system.js')).href)) as typeof lazy;
      const lazySystem = lazy.createSystem(defaultConfig);
      expect(Object.getOwnPropertyDescriptor(lazySystem, '_global')?.get).toBeTypeOf('function');
      expect(JSON.stringify(lazySystem._global)).toBe(
        JSON.stringify(eager.createSystem(defaultConfig)._global),
      );
      expect(lazySystem._global).toBe(lazySystem._global);
    } finally {
      rmSync(patched);
    }
  });

  it('fails the build when Chakra no longer builds the global CSS the way the plugin expects', () => {
    expect(() => makeGlobalCssLazy('export function createSystem() { return {}; }')).toThrow(
      /no longer builds `_global`/,
    );
  });
});

describe('the system ChakraProvider gets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.resetModules();
  });

  it('is the whole system where the page lacks the theme CSS (Vite dev server)', async () => {
    const { providedSystem, system } = await import('./system');
    expect(providedSystem).toBe(system);
  });

  it('has no global CSS where the page carries it, and the same tokens and recipes', async () => {
    document.head.innerHTML = '<style data-theme-css>:root{}</style>';
    const { providedSystem, system } = await import('./system');
    expect(providedSystem._global).toEqual([]);
    expect(system._global.length).toBeGreaterThan(0);
    expect(providedSystem.token('colors.brand.solid')).toBe(system.token('colors.brand.solid'));
    expect(providedSystem.getRecipeFn('button')).toBe(system.getRecipeFn('button'));
    const { css, isValidProperty } = providedSystem;
    expect(css({ color: 'brand.fg' })).toEqual(system.css({ color: 'brand.fg' }));
    expect(isValidProperty('colorPalette')).toBe(true);
  });
});
