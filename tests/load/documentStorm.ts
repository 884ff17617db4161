// The documents storm of issue 28.4, part of `npm run bench:documents`: ten
// buyers ask for a commercial offer of 1 000 parts (the cart's maximum, each
// with a demo picture) at once, on PostgreSQL over a real socket, while a
// probe asks /healthz every 10 ms. Printed: one offer alone, the ten offers'
// times, the probe's p50/p99/max and the server thread's longest stall;
// cold (pictures not yet converted) and warm. Goal: /healthz p99 <= 100 ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MAX_ORDER_LINES } from '@shop/schemas';
import { percentile } from './loadLoop';
import { benchDeps, scratchDb, signedInUser } from './support/db';
import { goalLine } from './support/report';
import { startServer } from './support/server';

const BUYERS = 10;
const PROBE_EVERY_MS = 10;
const HEALTH_P99_GOAL_MS = 100;

type Items = Array<{ partId: number; quantity: number }>;

async function catalogue(db: Awaited<ReturnType<typeof scratchDb>>['db']): Promise<Items> {
  await db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
  const parts = await db
    .insertInto('parts')
    .values(
      Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
        name: `Ремень вариатора усиленный ${669 + (i % 40)}×18×30, модель ${i + 1}`,
        category_id: 'engine',
        part_number: `STORM-${String(i + 1).padStart(4, '0')}`,
        brand: 'Lipai',
        price: 10_000 + i * 37,
        retail_price: null,
        availability: i % 5 === 0 ? 0 : 500,
      })),
    )
    .returning(['id', 'part_number'])
    .execute();
  await db
    .insertInto('part_images')
    .values(
      parts.map((p) => ({ part_id: p.id, url: `/media/demo/engine/${p.part_number}/1.svg`, position: 1 })),
    )
    .execute();
  return parts.map((p, i) => ({ partId: p.id, quantity: 1 + (i % 9) }));
}

async function offer(base: string, token: string, items: Items): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/api/commercial-offer.pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`offer: ${res.status}`);
  return performance.now() - start;
}

async function probe(base: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const start = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.text();
    if (res.status !== 200) throw new Error(`/healthz: ${res.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return times.sort((a, b) => a - b);
}

const ms = (n: number) => `${Math.round(n)} ms`;

async function storm(label: string, base: string, tokens: string[], items: Items): Promise<number> {
  let finished = false;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const probes = probe(base, () => finished);
  const offers = await Promise.all(tokens.map((token) => offer(base, token, items))).finally(() => {
    finished = true;
  });
  const health = await probes;
  delay.disable();
  offers.sort((a, b) => a - b);
  console.log(
    `${label}: offers ${ms(offers[0]!)} first … ${ms(percentile(offers, 50))} median … ${ms(offers.at(-1)!)} last; ` +
      `/healthz ${health.length} probes p50 ${percentile(health, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(health, 99).toFixed(1)} ms, max ${ms(health.at(-1)!)}; ` +
      `longest event-loop stall ${ms(delay.max / 1e6)}`,
  );
  return percentile(health, 99);
}

export async function documentStorm(): Promise<void> {
  const handle = await scratchDb('bench_documents');
  const deps = benchDeps(handle.db);
  const server = await startServer(deps);
  try {
    const items = await catalogue(handle.db);
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++)
      tokens.push((await signedInUser(deps, { email: `storm-${i}@bench.local` })).token);
    console.log(
      `\n${BUYERS} offers of ${MAX_ORDER_LINES} lines at once, PostgreSQL, /healthz every ${PROBE_EVERY_MS} ms:`,
    );
    const cold = await storm('cold pictures', server.base, tokens, items);
    console.log(`one offer alone (pictures cached): ${ms(await offer(server.base, tokens[0]!, items))}`);
    const warm = await storm('warm pictures', server.base, tokens, items);
    goalLine('documents storm /healthz p99', Math.max(cold, warm), 'ms', {
      op: '<=',
      value: HEALTH_P99_GOAL_MS,
    });
  } finally {
    await server.close();
    await handle.close();
  }
}
