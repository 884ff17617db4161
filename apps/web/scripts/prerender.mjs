// After `vite build` and the SSR build: writes dist/<route>/index.html for
// every public page, from the built index.html (scripts, styles, defaults).
// The server serves these files for their paths (apps/server/src/plugins/webApp.ts).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const ssrDist = new URL('../node_modules/.cache/prerender/', import.meta.url);
const META_BLOCK = /<!--page-meta:start-->[\s\S]*?<!--page-meta:end-->/;
const ROOT = '<div id="root"></div>';

const template = await readFile(new URL('index.html', dist), 'utf8');
if (!META_BLOCK.test(template) || !template.includes(ROOT)) {
  throw new Error('dist/index.html lacks the page-meta markers or the empty #root');
}
// The information pages share one chunk: fetch it alongside the entry, not after it.
const infoChunk = (await readdir(new URL('assets/', dist))).find((f) => /^info-pages-.*\.js$/.test(f));
const preload = infoChunk ? `\n    <link rel="modulepreload" crossorigin href="/assets/${infoChunk}" />` : '';

const { render, PRERENDER_ROUTES } = await import(new URL('entry-server.js', ssrDist).href);
for (const route of PRERENDER_ROUTES) {
  const { html, head } = await render(route);
  const page = template
    .replace(META_BLOCK, () => head + preload)
    .replace(ROOT, () => `<div id="root">${html}</div>`);
  const dir = new URL(`.${route}/`, dist);
  await mkdir(dir, { recursive: true });
  await writeFile(new URL('index.html', dir), page);
}
await rm(ssrDist, { recursive: true, force: true });
console.log(`pre-rendered ${PRERENDER_ROUTES.length} pages: ${PRERENDER_ROUTES.join(' ')}`);
