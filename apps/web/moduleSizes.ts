// Writes dist/.vite/module-sizes.json after a client build: for every chunk,
// each module's size as the bundler rendered it into the chunk, minified by
// the same minifier (oxc, through rolldown) and then gzipped alone, so that
// `npm run check:bundle` can name what fills the entry chunk (the Vite
// manifest lists chunks, not modules). A module gzipped alone compresses a
// little worse than inside its chunk: the figures rank, they do not add up.
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

export interface ModuleSize {
  /** The module's path (inside node_modules from the package name on). */
  id: string;
  /** Minified bytes. */
  minified: number;
  /** Minified, then gzip level 9. */
  gzip: number;
}

const shortId = (id: string) => id.replace(/^.*node_modules\//, '').replace(/^.*\/apps\/web\//, 'apps/web/');

export function moduleSizes(): Plugin {
  return {
    name: 'shop-module-sizes',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, ModuleSize[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => {
            const minified = minifySync('module.js', module.code ?? '').code;
            return {
              id: shortId(id),
              minified: Buffer.byteLength(minified),
              gzip: gzipSync(minified, { level: 9 }).length,
            };
          })
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(chunks) });
    },
  };
}
