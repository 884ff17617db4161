// After `vite build` and the SSR build: writes dist/<route>/index.html for
// every public page, from the built index.html (scripts, styles, defaults).
// The server serves these files for their paths and renders a signed-in
// buyer's '/' with the SSR build, dist/server (apps/server/src/plugins/webApp.ts),
// preloading the chunks listed in dist/server/route-preloads.json.
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const ssrDist = new URL('server/', dist);
const META_BLOCK = /<!--page-meta:start-->[\s\S]*?<!--page-meta:end-->/;
const ROOT = '<div id="root"></div>';

const built = await readFile(new URL('index.html', dist), 'utf8');
if (!META_BLOCK.test(built) || !built.includes(ROOT)) {
  throw new Error('dist/index.html lacks the page-meta markers or the empty #root');
}
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', dist), 'utf8'));

/** The chunk of `source` and every chunk it imports statically, as built files. */
function chunkFiles(source, found = new Set()) {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the Vite manifest`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const dependency of chunk.imports ?? []) chunkFiles(dependency, found);
  return found;
}

const preloadTag = (file) => `\n    <link rel="modulepreload" crossorigin href="/${file}" />`;

// The entry script (src/main.tsx) imports the app (src/app/boot.tsx) only
// when it starts it; every page fetches the app's chunks with the HTML, so
// that start waits for no download.
const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(built)?.[0];
if (!entryScript) throw new Error('no entry script in dist/index.html');
const { render, themeStyleTag, PRERENDER_ROUTES } = await import(new URL('entry-server.js', ssrDist).href);
// Every page carries the theme's global CSS in its head, written once here
// (entry-server.tsx themeStyleTag), and starts with the app's chunks.
const template = built
  .replace('</head>', () => `  ${themeStyleTag()}\n  </head>`)
  .replace(entryScript, () => entryScript + [...chunkFiles('src/app/boot.tsx')].map(preloadTag).join(''));
await writeFile(new URL('index.html', dist), template);

// The chunk of the recipes lazy pages load with them (app/router/lazyPage.ts).
const extraRecipes = Object.keys(manifest).find((key) => manifest[key].name === 'extraRecipes');
if (!extraRecipes) throw new Error('no extraRecipes chunk in the Vite manifest');

// A page's chunks (and the recipes, unless it is a first-screen page) are
// fetched alongside the entry rather than after it, so the page hydrates sooner.
const preloadTags = ({ source, firstScreen }) =>
  [...chunkFiles(source, firstScreen ? new Set() : chunkFiles(extraRecipes))]
    .filter((file) => !template.includes(`/${file}"`))
    .map(preloadTag)
    .join('');

// The server renders a signed-in buyer's '/' and '/catalog' (apps/server
// webApp.ts): their pages' chunks are preloaded with the HTML as well, so
// the app hydrates them as soon as the entry has run.
const SERVER_RENDERED = {
  '/': 'src/features/catalog/pages/HomePage.tsx',
  '/catalog': 'src/features/catalog/pages/CatalogPage.tsx',
};
const routePreloads = Object.fromEntries(
  Object.entries(SERVER_RENDERED).map(([path, source]) => [path, preloadTags({ source, firstScreen: true })]),
);
// A product page is rendered by the browser (for visitors too): its chunk
// and the recipes come with the HTML instead of after the app's start.
routePreloads['/product/:id'] = preloadTags({ source: 'src/features/product/pages/ProductPage.tsx' });
await writeFile(new URL('route-preloads.json', ssrDist), JSON.stringify(routePreloads, null, 2));

for (const route of PRERENDER_ROUTES) {
  const { html, head } = await render(route.path);
  const page = template
    .replace(META_BLOCK, () => head + preloadTags(route))
    .replace(ROOT, () => `<div id="root">${html}</div>`);
  const dir = new URL(`.${route.path}/`, dist);
  await mkdir(dir, { recursive: true });
  await writeFile(new URL('index.html', dir), page);
}
console.log(
  `pre-rendered ${PRERENDER_ROUTES.length} pages: ${PRERENDER_ROUTES.map((r) => r.path).join(' ')}`,
);
