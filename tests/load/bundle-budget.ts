// The JavaScript a first visit downloads before the page works: the entry
// chunk, its static imports, and the route's lazy page with its static
// imports (what Vite's modulepreload fetches). Gzip sizes, checked against
// the budget of issue 8; exits non-zero when a route is over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
const ROUTES: Record<string, string> = {
  '/login': 'src/features/auth/pages/LoginPage.tsx',
  '/': 'src/features/catalog/pages/HomePage.tsx',
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest: run the web build first');

let over = false;
for (const [route, page] of Object.entries(ROUTES)) {
  if (!manifest[page]) throw new Error(`${page} is not in the Vite manifest: update ROUTES`);
  const keys = closure(page, closure(entryKey));
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const verdict = total <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
  over ||= total > BUDGET_KB;
  console.log(
    `${route.padEnd(8)} initial JS ${total.toFixed(1)} kB gzip in ${files.length} files (budget ${BUDGET_KB} kB): ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
