// Chakra's `createSystem` builds the theme's whole global CSS (the reset,
// the global styles and every token as a CSS variable: about 49 kB) the
// moment the system is created, for ChakraProvider to hand to Emotion. Every
// page the server sends already carries that CSS in its head
// (scripts/prerender.mjs), so in the browser that is work for nothing, and
// it is a third of the app's start on a slow phone (docs/performance.md,
// Lighthouse). This plugin makes the system's `_global` a getter that builds
// it when first read: the app's provider then never reads it
// (src/shared/theme/system.ts), the build of that CSS still does.
// If Chakra's code changes shape the build fails, rather than keep the cost
// unnoticed.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = /^([ \t]*)_global,$/m;

/** Chakra's system.js with `_global` built on first read instead of at creation. */
export function makeGlobalCssLazy(code: string): string {
  if (!code.includes(EAGER) || !FIELD.test(code)) {
    throw new Error(
      "lazyChakraGlobalCss: Chakra's styled-system/system.js no longer builds `_global` as expected; update the plugin",
    );
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(
      FIELD,
      (_line, indent: string) =>
        `${indent}get _global() {\n${indent}  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n${indent}},`,
    );
}

export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'shop-lazy-chakra-global-css',
    enforce: 'pre',
    transform(code, id) {
      return SYSTEM_MODULE.test(id.split('?')[0]!) ? makeGlobalCssLazy(code) : null;
    },
  };
}
