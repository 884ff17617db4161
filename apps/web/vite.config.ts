import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:3000';
const proxiedPaths = ['/trpc', '/api', '/media', '/healthz', '/sitemap.xml', '/robots.txt'];

/** Lazy pages of one area share a chunk, so opening the admin area loads one file. */
function pageGroupOf(moduleId: string): string | null {
  const match = /[\\/]src[\\/]features[\\/](admin|info)[\\/]/.exec(moduleId);
  return match ? `${match[1]}-pages` : null;
}

export default defineConfig({
  plugins: [react()],
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
      // Without it, a lazy chunk's import from a library barrel (e.g. the
      // dialog recipe from '@chakra-ui/react/theme') lands in the entry chunk
      // because the shell imports other names from the same barrel.
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [{ name: pageGroupOf, debugName: 'page-groups', includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
