// `npm run check:bundle`: the JavaScript a first visit to /login and to /
// downloads before the page works, measured on what the real server serves.
// The app (apps/server buildApp over an in-memory PGlite, the built web app
// in apps/web/dist) answers GET /login and GET /; the page's HTML names the
// entry script and its <link rel="modulepreload"> files; each of those is
// fetched from the same server and gzipped at level 9. Budget 210 kB per
// page (issue 13). Prints each file, the total, and the five largest modules
// of the entry chunk (dist/.vite/module-sizes.json, written by the build's
// moduleSizes plugin). Exits non-zero when a page is over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp } from '../../apps/server/src/testing/testApp';
import type { ModuleSize } from '../../apps/web/moduleSizes';

const BUDGET_KB = 210;
const PAGES = ['/login', '/'];
const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The entry script and the modulepreload links of a page's HTML, in document order. */
function initialScripts(html: string): { entry: string; files: string[] } {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const entries = tags.filter((tag) => tag.startsWith('<script') && attribute(tag, 'type') === 'module');
  const entry = entries.map((tag) => attribute(tag, 'src')).find(Boolean);
  if (entries.length !== 1 || !entry) throw new Error('expected exactly one module entry script in the page');
  const preloads = tags
    .filter((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href')!);
  return { entry, files: [entry, ...preloads.filter((href) => href !== entry)] };
}

async function get(app: App, url: string): Promise<Buffer> {
  // Plain bytes: the server would compress for a browser, at its own level.
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return response.rawPayload;
}

function largestModules(entryFile: string): ModuleSize[] {
  const sizes = JSON.parse(readFileSync(path.join(dist, '.vite/module-sizes.json'), 'utf8')) as Record<
    string,
    ModuleSize[]
  >;
  const modules = sizes[entryFile.replace(/^\//, '')];
  if (!modules) throw new Error(`${entryFile} is not in module-sizes.json: rebuild the web app`);
  return modules.slice(0, 5);
}

async function main() {
  const { app, close } = await createTestApp('pglite', { webDist: dist });
  let over = false;
  let entryFile = '';
  try {
    for (const page of PAGES) {
      const html = (await get(app, page)).toString('utf8');
      const { entry, files } = initialScripts(html);
      entryFile = entry;
      let total = 0;
      console.log(`${page}: the entry script and ${files.length - 1} modulepreloads of the served HTML`);
      for (const file of files) {
        const gzip = gzipSync(await get(app, file), { level: 9 }).length;
        total += gzip;
        console.log(`  ${kb(gzip).padStart(9)}  ${file}${file === entry ? ' (entry)' : ''}`);
      }
      const verdict = total <= BUDGET_KB * 1024 ? 'ok' : 'OVER BUDGET';
      over ||= total > BUDGET_KB * 1024;
      console.log(`${page.padEnd(7)} initial JS ${kb(total)} gzip -9 (budget ${BUDGET_KB} kB): ${verdict}\n`);
    }
    console.log(`largest modules of the entry chunk ${entryFile} (minified, then gzip -9 alone):`);
    for (const module of largestModules(entryFile)) {
      console.log(`  ${kb(module.minified).padStart(9)} ${kb(module.gzip).padStart(9)}  ${module.id}`);
    }
  } finally {
    await close();
  }
  process.exit(over ? 1 : 0);
}

await main();
