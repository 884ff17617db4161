// Files as the screens send them (issue 28): the file itself as the body of a
// REST route, read on the sheet thread. A refusal names its limit in Russian,
// a hostile file is refused at once and never echoed back, and /healthz keeps
// answering while one is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { cachedFile, manyRowsCsv, manyRowsPriceList, priceListXlsx, zipBomb } from '@shop/sheets/testing';
import { createTestApp } from '../testing/testApp';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(testDbKinds())('[REST] file uploads on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: { authorization: string };
  let buyer: { authorization: string };
  const upload = (url: string, body: Uint8Array, headers: Record<string, string>, type = XLSX) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': type },
      payload: Buffer.from(body),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db
      .insertInto('categories')
      .values([
        { id: 'engine', name: 'Двигатель' },
        { id: 'brakes', name: 'Тормоза' },
      ])
      .execute();
    admin = await t.bearer('admin');
    buyer = await t.bearer('user');
  });
  afterAll(() => t.close());

  it('previews a 12 MB price list of 45 000 rows sent as the body; 21 MB is refused naming 20 МБ', async () => {
    const list = cachedFile('price-45k', () =>
      priceListXlsx({ rows: 45_000, categories: ['engine', 'Тормоза'], descriptionWords: 85 }),
    );
    expect(list.byteLength).toBeGreaterThan(11 * 1024 * 1024);
    const preview = await upload('/api/admin/price-list/preview?fileName=price.xlsx', list, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().counts).toMatchObject({ created: 45_000, rejected: 0 });
    const tooBig = await upload(
      '/api/admin/price-list/preview?fileName=big.xlsx',
      new Uint8Array(21 * 1024 * 1024),
      admin,
    );
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([
      413,
      'Файл больше 20 МБ: разделите его на части',
    ]);
  }, 120_000);

  it('reads a buyer’s file through /api/quick-order/file, asking for columns it cannot tell', async () => {
    const csv = new TextEncoder().encode('Артикул;Кол-во\nCH-125-004;3\n');
    const read = await upload('/api/quick-order/file', csv, buyer, 'text/csv');
    expect([read.statusCode, read.json()]).toEqual([
      200,
      { kind: 'lines', text: 'CH-125-004\t3', lineCount: 1 },
    ]);
    const bare = new TextEncoder().encode('CH-125-004;Свеча;3\nMP-10245;Фильтр;2\n');
    expect((await upload('/api/quick-order/file', bare, buyer, 'text/csv')).json()).toMatchObject({
      kind: 'columns',
    });
    const chosen = await upload('/api/quick-order/file?article=0&quantity=2', bare, buyer, 'text/csv');
    expect(chosen.json()).toMatchObject({ kind: 'lines', lineCount: 2 });
    const tooBig = await upload('/api/quick-order/file', new Uint8Array(3 * 1024 * 1024), buyer);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([
      413,
      'Файл больше 2 МБ: разделите его на части',
    ]);
    expect((await upload('/api/quick-order/file', csv, {}, 'text/csv')).statusCode).toBe(401);
  });

  it('refuses a 150 kB XLSX whose cell unpacks to 150 MB with a short Russian 400, on REST and tRPC', async () => {
    const bomb = cachedFile('bomb-150', () => zipBomb(150));
    const rest = await upload('/api/quick-order/file', bomb, buyer);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toMatch(/ячейка больше 10\s000 символов/);
    expect(rest.body.length).toBeLessThan(500);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/orders.quickOrder.readFile',
      headers: { ...buyer, 'content-type': 'application/json' },
      payload: JSON.stringify({ contentBase64: Buffer.from(bomb).toString('base64') }),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body.length).toBeLessThan(1000);
  });

  /** The slowest /healthz answer while `work` runs. */
  async function slowestHealthzDuring(address: string, work: () => Promise<Response>) {
    const waits: number[] = [];
    let reading = true;
    const probe = (async () => {
      while (reading) {
        const start = performance.now();
        await fetch(`${address}/healthz`);
        waits.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answer = await work();
    reading = false;
    await probe;
    return { answer, slowest: Math.max(...waits) };
  }

  it('keeps /healthz answering while a 2 MB file of a million lines is read', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { answer, slowest } = await slowestHealthzDuring(address, () =>
      fetch(`${address}/api/quick-order/file`, {
        method: 'POST',
        headers: { ...buyer, 'content-type': 'text/csv' },
        body: Buffer.from(manyRowsCsv(1_000_000)),
      }),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/больше 1\s000 заполненных строк/);
    // Today's shop held the loop 16 s for this file; a second is the slowest a probe may wait here.
    expect(slowest).toBeLessThan(1000);
  });

  it('keeps /healthz answering while a price list of 2 000 000 short rows is checked, then refuses it', async () => {
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { answer, slowest } = await slowestHealthzDuring(address, () =>
      fetch(`${address}/api/admin/price-list/preview?fileName=p.csv`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'text/csv' },
        body: Buffer.from(manyRowsPriceList(2_000_000)),
      }),
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/заполненных строк/);
    // Rows that arrive together are checked a batch per turn: checked in one go they held it 5.5 s.
    expect(slowest).toBeLessThan(1000);
  });
});
