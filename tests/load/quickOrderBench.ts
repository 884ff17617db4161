// `npm run bench:quick-order`: POST /api/quick-order/resolve over HTTP on real
// PostgreSQL with the demo catalogue, for lists of 10, 100 and 1 000 lines
// mixing what buyers paste: exact articles, articles without dashes, typed
// with Russian look-alike letters, the start of an article, unknown ones and
// duplicates. Bounded: BENCH_QUICK_ROUNDS requests per size (30), one at a time.
import { migrateToLatest, seedDemoCatalog } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import { buildApp } from '../../apps/server/src/app';
import { percentile } from './loadLoop';
import { createTemporaryFileStore } from '@shop/storage/testing';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_QUICK_ROUNDS ?? 30);
const SIZES = [10, 100, 1000];
const GOAL_MS = 300;

const LOOKALIKES: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
};

/** One pasted line per article, in the shapes of the issue, with its quantity. */
function lineFor(article: string, i: number): string {
  switch (i % 10) {
    case 0:
      return `${article.replace(/[-\s]/g, '')} ${1 + (i % 7)}`; // dashes removed
    case 1:
      return `${article.replace(/[A-Z]/g, (c) => LOOKALIKES[c] ?? c).toLowerCase()} x2`; // Russian look-alikes
    case 2:
      return `UNKNOWN-${i}-${article.length} 3`; // not in the catalogue
    case 3:
      return `${article.slice(0, -2)}\t1`; // the start of an article
    case 4:
      return `${article};4`;
    default:
      return `${article} ${1 + (i % 5)} шт`;
  }
}

function listOf(articles: string[], size: number, offset: number): string {
  const lines = Array.from({ length: size }, (_, i) =>
    lineFor(articles[(offset + i * 7) % articles.length]!, i),
  );
  // A few duplicates, as lists merged from two notes have.
  for (let i = 5; i < size; i += 50) lines[i] = lines[i - 5]!;
  return lines.join('\n');
}

async function main() {
  const handle = await createScratchPostgresDb(ADMIN_URL, 'bench_quick');
  try {
    await migrateToLatest(handle.db);
    const { parts } = await seedDemoCatalog(handle.db);
    const deps: AppDeps = {
      db: handle.db,
      lucia: createLucia(handle.db, { secureCookies: false }),
      config: { publicUrl: 'http://localhost', mailFrom: 'bench@local', adminNotifyEmail: 'bench@local' },
      files: createTemporaryFileStore(),
    };
    const app = await buildApp({ deps, webDist: '/nonexistent' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const userId = await ensureActiveUser(handle.db, {
      email: 'bench@example.ru',
      password: 'bench12345',
      role: 'user',
      firstName: 'Бенч',
      lastName: 'Марк',
    });
    const token = (await deps.lucia.createSession(userId, {})).id;
    const articles = (await handle.db.selectFrom('parts').select('part_number').orderBy('id').execute()).map(
      (r) => r.part_number,
    );
    const resolve = async (text: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/quick-order/resolve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      const body = (await res.json()) as { lines: Array<{ status: string }> };
      if (res.status !== 200) throw new Error(`resolve answered ${res.status}`);
      return { ms: performance.now() - started, body };
    };

    console.log(`\nQuick order on PostgreSQL, demo catalogue of ${parts} parts, ${ROUNDS} lists per size`);
    let p95At1000 = 0;
    for (const size of SIZES) {
      for (let i = 0; i < 3; i++) await resolve(listOf(articles, size, 1000 + i)); // warm plans and caches
      const times: number[] = [];
      const statuses = new Map<string, number>();
      for (let round = 0; round < ROUNDS; round++) {
        const { ms, body } = await resolve(listOf(articles, size, round * 97));
        times.push(ms);
        for (const line of body.lines) statuses.set(line.status, (statuses.get(line.status) ?? 0) + 1);
      }
      const sorted = times.sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      if (size === 1000) p95At1000 = p95;
      const mix = [...statuses].map(([status, n]) => `${status} ${Math.round(n / ROUNDS)}`).join(', ');
      console.log(
        `${String(size).padStart(5)} lines  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (per list: ${mix})`,
      );
    }
    console.log(`quick-order p95 at 1000 lines: ${p95At1000.toFixed(1)} ms (goal <= ${GOAL_MS})`);
    await app.close();
  } finally {
    await handle.close();
  }
}

await main();
