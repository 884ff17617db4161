import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraThemeAlias } from './chakraThemeAlias';
import { lazyChakraGlobalCss } from './lazyChakraGlobalCss';
import { moduleSizes } from './moduleSizes';

const API_TARGET = 'http://127.0.0.1:3000';
const proxiedPaths = ['/trpc', '/api', '/media', '/healthz', '/sitemap.xml', '/robots.txt'];

export default defineConfig({
  plugins: [react(), moduleSizes(), lazyChakraGlobalCss()],
  resolve: {
    alias: [
      chakraThemeAlias,
      // react-i18next's shim for React < 18; React 19 has the hook.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every supported browser has <link rel=modulepreload>; the polyfill would cost the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // CommonJS packages count as having side effects, so they stay in the
      // bundle even when nothing uses them. These two are pure (emotion's
      // withTheme, which the app never calls, is their only user).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
      },
      output: {
        // Hash-only chunk names: every chunk's import list and the entry's
        // preload map repeat them (~1.3 kB gzip of the first load); the Vite
        // manifest maps them back to sources.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});
