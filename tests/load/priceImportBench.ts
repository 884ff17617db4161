// `npm run bench:price-import`: the admin's price-list import through the
// screen's upload route (the file as the body of POST /api/admin/price-list/preview)
// on real PostgreSQL with the demo catalogue (5 000 parts), issue 28's goals:
// a realistic 100 000-row XLSX (~20 MB: distinct names, four article formats,
// skewed brands) and its Windows-1251 CSV twin: preview <= 10 s, apply <= 30 s,
// server memory growth <= 300 MB; then /healthz p99 <= 100 ms beside each
// hostile upload of the issue. The server runs in this process, with the
// heap and malloc settings of the container (the npm script sets them).
import v8 from 'node:v8';
import { seedDemoCatalog } from '@shop/db';
import {
  cachedFile,
  manyRowsCsv,
  manyRowsPriceList,
  manyRowsXlsx,
  priceListCsv,
  priceListXlsx,
  zipBomb,
} from '@shop/sheets/testing';
import { benchDeps, scratchDb, signedInUser } from './support/db';
import { goalLine, printLoad } from './support/report';
import { startServer } from './support/server';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

async function probeDuring(base: string, work: Promise<unknown>): Promise<number> {
  const waits: number[] = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    await fetch(`${base}/healthz`);
    waits.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  waits.sort((a, b) => a - b);
  return waits[Math.min(waits.length - 1, Math.floor(waits.length * 0.99))] ?? 0;
}

async function main() {
  const handle = await scratchDb('bench_import');
  try {
    printLoad('at start');
    console.log(
      `server heap limit ${(v8.getHeapStatistics().heap_size_limit / 1024 / 1024).toFixed(0)} MB, ` +
        `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}, ` +
        `MALLOC_MMAP_THRESHOLD_=${process.env.MALLOC_MMAP_THRESHOLD_ ?? 'unset'}`,
    );
    await seedDemoCatalog(handle.db, { parts: 5000 });
    const deps = benchDeps(handle.db);
    const { token } = await signedInUser(deps, {
      email: 'bench-admin@example.ru',
      role: 'admin',
      lastName: 'Админ',
    });
    const categories = (await handle.db.selectFrom('categories').select('id').execute()).map((c) => c.id);
    const options = { rows: ROWS, categories, descriptionWords: 55 };
    const files: Array<[string, string, Uint8Array]> = [
      ['xlsx', 'bench.xlsx', cachedFile(`bench-xlsx-${ROWS}`, () => priceListXlsx(options))],
      [
        'csv-1251',
        'bench.csv',
        cachedFile(`bench-csv-${ROWS}`, () =>
          priceListCsv({ ...options, descriptionWords: 12, seed: 3 }, 'windows-1251'),
        ),
      ],
    ];
    const server = await startServer(deps);
    const post = (url: string, body: Uint8Array) =>
      fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: Buffer.from(body),
      });
    const lines: string[] = [];
    for (const [kind, name, bytes] of files) {
      console.log(`${kind}: ${ROWS} rows, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`);
      const before = rssMb();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
      let start = Date.now();
      const answer = await post(`/api/admin/price-list/preview?fileName=${name}`, bytes);
      const preview = (await answer.json()) as { importId: number; counts: object; message?: string };
      if (!answer.ok) throw new Error(preview.message);
      const previewSeconds = (Date.now() - start) / 1000;
      const previewPeak = peak;
      console.log('preview counts', preview.counts);
      goalLine(`price import (${kind}) preview of ${ROWS} rows`, previewSeconds, 's', {
        op: '<=',
        value: 10,
      });
      start = Date.now();
      const applied = await fetch(`${server.base}/api/admin/price-list/apply`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ importId: preview.importId }),
      });
      if (!applied.ok) throw new Error(((await applied.json()) as { message: string }).message);
      const applySeconds = (Date.now() - start) / 1000;
      clearInterval(sampler);
      console.log(
        `memory growth: ${(previewPeak - before).toFixed(0)} MB by the preview's end, ${(peak - before).toFixed(0)} MB by the apply's`,
      );
      lines.push(
        goalLine(`price import (${kind}) preview of ${ROWS} rows`, previewSeconds, 's', {
          op: '<=',
          value: 10,
        }),
        goalLine(`price import (${kind}) apply of ${ROWS} rows`, applySeconds, 's', { op: '<=', value: 30 }),
        goalLine(
          `price import (${kind}) server memory growth`,
          peak - before,
          'MB',
          { op: '<=', value: 300 },
          0,
        ),
      );
    }
    const hostile: Array<[string, string, Uint8Array]> = [
      ['zip bomb 150 kB -> 150 MB', '/api/quick-order/file', cachedFile('bomb-150', () => zipBomb(150))],
      ['150 000-row XLSX', '/api/quick-order/file', cachedFile('xlsx-150k', () => manyRowsXlsx(150_000))],
      ['1 000 000-row 2 MB CSV', '/api/quick-order/file', manyRowsCsv(1_000_000)],
      [
        '2 000 000-row 15 MB price list',
        '/api/admin/price-list/preview?fileName=h.csv',
        manyRowsPriceList(2_000_000),
      ],
      [
        '1 000 000-row XLSX',
        '/api/admin/price-list/preview?fileName=h.xlsx',
        cachedFile('xlsx-1m', () => manyRowsXlsx(1_000_000, 1)),
      ],
    ];
    for (const [name, url, body] of hostile) {
      const p99 = await probeDuring(
        server.base,
        post(url, body).then((r) => r.arrayBuffer()),
      );
      lines.push(goalLine(`/healthz p99 during ${name}`, p99, 'ms', { op: '<=', value: 100 }, 0));
    }
    await server.close();
    printLoad('at end');
  } finally {
    await handle.close();
  }
}

await main();
