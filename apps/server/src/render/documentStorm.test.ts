// Ten buyers ask for 1 000-line commercial offers at once (issue 28.4): the
// offers are drawn on the documents' render thread, so the server's thread
// keeps answering /healthz while they render. On PostgreSQL, over a real
// socket. Measured against the offers' own time, so a loaded machine that
// slows both does not decide the result: before, the thread stood still for
// a whole offer (seconds); now its longest stall is a small part of one.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@shop/schemas';
import { createTestApp } from '../testing/testApp';

const BUYERS = 10;

describe.runIf(process.env.TEST_DATABASE_URL)(
  '[DOCUMENTS] 1 000-line offers: a health probe beside ten, two per buyer',
  () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let base: string;
    let items: Array<{ partId: number; quantity: number }>;
    const buyers: Array<{ authorization: string }> = [];

    beforeAll(async () => {
      t = await createTestApp('postgres');
      await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
      const parts = await t.db
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
      await t.db
        .insertInto('part_images')
        .values(
          parts.map((p) => ({
            part_id: p.id,
            url: `/media/demo/engine/${p.part_number}/1.svg`,
            position: 1,
          })),
        )
        .execute();
      items = parts.map((p, i) => ({ partId: p.id, quantity: 1 + (i % 9) }));
      for (let i = 0; i < BUYERS; i++) buyers.push(await t.bearer());
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Warm: the render thread started, and the test app's check of /api answers
      // against the OpenAPI document compiled (seconds of Ajv at its first answer).
      const warm = await fetch(`${base}/api/commercial-offer.pdf`, {
        method: 'POST',
        headers: { ...buyers[0]!, 'content-type': 'application/json' },
        body: JSON.stringify({ items: items.slice(0, 1) }),
      });
      expect(warm.status).toBe(200);
    }, 120_000);
    afterAll(() => t.close());

    const askOffer = (headers: { authorization: string }) =>
      fetch(`${base}/api/commercial-offer.pdf`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      });

    async function offer(headers: { authorization: string }): Promise<number> {
      const start = performance.now();
      const res = await askOffer(headers);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      return performance.now() - start;
    }

    /** /healthz one request after another until `done`; each answer's time. */
    async function probe(done: () => boolean): Promise<number[]> {
      const times: number[] = [];
      while (!done()) {
        const start = performance.now();
        const res = await fetch(`${base}/healthz`);
        await res.text();
        expect(res.status).toBe(200);
        times.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return times;
    }

    it('keeps answering /healthz while the offers render', async () => {
      let finished = false;
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const probes = probe(() => finished);
      const offers = await Promise.all(buyers.map((buyer) => offer(buyer))).finally(() => {
        finished = true;
      });
      const health = await probes;
      delay.disable();

      const fastestOffer = Math.min(...offers);
      const longestStall = delay.max / 1e6;
      const slowestProbe = Math.max(...health);
      console.log(
        `offers ${offers.map((ms) => Math.round(ms)).join(', ')} ms; /healthz ${health.length} probes, ` +
          `slowest ${slowestProbe.toFixed(0)} ms; longest event-loop stall ${longestStall.toFixed(0)} ms`,
      );
      expect(health.length).toBeGreaterThan(10);
      // Before: the thread stalled for a whole offer. Now for a fraction of the quickest one.
      expect(longestStall).toBeLessThan(fastestOffer / 4);
      expect(slowestProbe).toBeLessThan(fastestOffer / 4);
    }, 300_000);

    it('lets a buyer have two documents under way; a third at the same time is refused in Russian', async () => {
      const buyer = buyers[0]!;
      const answers = await Promise.all([askOffer(buyer), askOffer(buyer), askOffer(buyer)]);
      const bodies = await Promise.all(answers.map((res) => res.arrayBuffer()));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 429]);
      const refused = answers.findIndex((res) => res.status === 429);
      expect(JSON.parse(Buffer.from(bodies[refused]!).toString()).message).toBe(
        'Одновременно готовится не больше 2 документов — дождитесь готовых и повторите запрос',
      );
      // The places come back with the answers.
      expect((await askOffer(buyer)).status).toBe(200);
    }, 300_000);
  },
);
