// `npm run bench:documents`: how long the PDFs take. The invoice of a
// 100-line order and a commercial offer of 100 lines (each with its demo
// picture), end to end through GET /api/orders/{id}/invoice.pdf and POST
// /api/commercial-offer.pdf on an in-memory database, and the invoice's
// rendering alone. Goal: 300 ms for a 100-line invoice. BENCH_DOCUMENT_ROUNDS
// requests per measure (30), one at a time. Then the storm of ten 1 000-line
// offers beside a /healthz probe on PostgreSQL (documentStorm.ts).
import { loadavg } from 'node:os';
import { renderInvoice } from '@shop/documents';
import { sampleInvoice } from '@shop/documents/testData';
import { createTestApp } from '../../apps/server/src/testing/testApp';
import { documentStorm } from './documentStorm';
import { percentile } from './loadLoop';

const ROUNDS = Number(process.env.BENCH_DOCUMENT_ROUNDS ?? 30);
const LINES = 100;
const GOAL_MS = 300;

async function timed(label: string, run: () => Promise<void>): Promise<void> {
  await run(); // warm: fonts read, code compiled
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50).toFixed(1);
  const p95 = percentile(times, 95);
  console.log(
    `${label.padEnd(44)} p50 ${p50} ms  p95 ${p95.toFixed(1)} ms${p95 > GOAL_MS ? '  (over the goal)' : ''}`,
  );
}

async function main(): Promise<void> {
  const t = await createTestApp('pglite');
  try {
    const buyer = await t.bearer();
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    const parts = await t.db
      .insertInto('parts')
      .values(
        Array.from({ length: LINES }, (_, i) => ({
          name: `Ремень вариатора усиленный, модель ${i + 1}`,
          category_id: 'engine',
          part_number: `BENCH-${String(i + 1).padStart(3, '0')}`,
          brand: 'Lipai',
          price: 10_000 + i * 137,
          retail_price: null,
          availability: 1000,
        })),
      )
      .returning(['id', 'part_number'])
      .execute();
    await t.db
      .insertInto('part_images')
      .values(
        parts.map((p) => ({ part_id: p.id, url: `/media/demo/engine/${p.part_number}/1.svg`, position: 1 })),
      )
      .execute();
    const items = parts.map((p, i) => ({ partId: p.id, quantity: 1 + (i % 7) }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer,
      payload: { payment_method: 'invoice', delivery_method: 'pickup', items },
    });
    const orderId = created.json().orderId as number;
    console.log(`Documents of ${LINES} lines, ${ROUNDS} rounds each (load average ${loadAverage()}):`);
    await timed('invoice, rendering only', async () => {
      await renderInvoice(sampleInvoice(LINES));
    });
    await timed('GET /api/orders/{id}/invoice.pdf', async () => {
      const res = await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: buyer });
      if (res.statusCode !== 200) throw new Error(`invoice: ${res.statusCode}`);
    });
    await timed('POST /api/commercial-offer.pdf (with pictures)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/commercial-offer.pdf',
        headers: buyer,
        payload: { items },
      });
      if (res.statusCode !== 200) throw new Error(`offer: ${res.statusCode}`);
    });
  } finally {
    await t.close();
  }
}

const loadAverage = () => loadavg()[0]!.toFixed(1);

await main();
await documentStorm();
