import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraThemeAlias } from './chakraThemeAlias';

const API_TARGET = 'http://127.0.0.1:3000';
const proxiedPaths = ['/trpc', '/api', '/media', '/healthz', '/sitemap.xml', '/robots.txt'];

/** Lazy pages of one area share a chunk, so opening the admin area loads one file. */
function pageGroupOf(moduleId: string): string | null {
  const match = /[\\/]src[\\/]features[\\/](admin|info)[\\/]/.exec(moduleId);
  return match ? `${match[1]}-pages` : null;
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      chakraThemeAlias,
      // wouter's shim for React < 18; React 19 has the hook.
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
      output: {
        // Hash-only chunk names: every chunk's import list and the entry's
        // preload map repeat them (~1.3 kB gzip of the first load); the Vite
        // manifest maps them back to sources.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [{ name: pageGroupOf, debugName: 'page-groups', includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
