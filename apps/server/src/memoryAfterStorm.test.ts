// Issue 28.3: after a storm of hostile uploads the shop gives its memory back.
// The shop runs as its own process (its resident memory is what the system
// sees); its idle size is taken, the five uploads of the issue are sent twice,
// and once the sheet thread has idled out the process must be within 20 % of
// where it started. Before the fix it held 2.0–2.6 GB against 0.36–0.68 GB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLucia, ensureActiveUser } from '@shop/api';
import { migrateToLatest, type DbHandle } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { cachedFile, manyRowsCsv, manyRowsPriceList, manyRowsXlsx, zipBomb } from '@shop/sheets/testing';
import { PRICE_LIST_MAX_ROWS, QUICK_ORDER_MAX_LINES } from '@shop/schemas/limits';
import { startServerProcess, type ServerProcess } from './testing/serverProcess';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(ADMIN_URL)('memory after a storm of hostile uploads', () => {
  let handle: DbHandle;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    handle = await createScratchPostgresDb(ADMIN_URL!, 'memstorm');
    await migrateToLatest(handle.db);
    await handle.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    const id = await ensureActiveUser(handle.db, {
      email: 'storm-admin@example.ru',
      password: 'secret123',
      role: 'admin',
      firstName: 'Анна',
      lastName: 'Шторм',
    });
    token = (await createLucia(handle.db, { secureCookies: false }).createSession(id, {})).id;
    const { current } = await handle.db
      .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('current'))
      .executeTakeFirstOrThrow();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${current}`;
    server = await startServerProcess(url.toString());
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
  });

  it('returns within 20 % of its idle size once the uploads are refused', async () => {
    const storm: Array<[string, Uint8Array]> = [
      ['/api/quick-order/file', cachedFile('bomb-150', () => zipBomb(150))],
      ['/api/quick-order/file', cachedFile('xlsx-150k', () => manyRowsXlsx(150_000))],
      ['/api/quick-order/file', manyRowsCsv(1_000_000)],
      ['/api/admin/price-list/preview?fileName=p.csv', manyRowsPriceList(2_000_000)],
      [
        '/api/admin/price-list/preview?fileName=p.xlsx',
        cachedFile('xlsx-1m', () => manyRowsXlsx(1_000_000, 1)),
      ],
    ];
    // Idle: started, and each route of the storm has read one small file of
    // its kind and refused one small file the way it refuses the storm's (the
    // sheet thread has started and stopped, the code of each reader and each
    // refusal is loaded): what stays after the storm is then what the storm
    // left, not code loaded for the first time (a busy CI machine measured
    // 260 MB idle before any XLSX had been read, and 323 MB after; and once
    // 218 MB idle, 272 MB after a storm that was the first to take the
    // refusals' paths).
    const warmUp: Array<[string, Uint8Array]> = [
      ['/api/quick-order/file', new TextEncoder().encode('Артикул;Кол-во\nA-1;1\n')],
      ['/api/quick-order/file', manyRowsXlsx(10)],
      ['/api/admin/price-list/preview?fileName=p.csv', manyRowsPriceList(10)],
      ['/api/admin/price-list/preview?fileName=p.xlsx', manyRowsXlsx(10, 1)],
      ['/api/quick-order/file', zipBomb(1)],
      ['/api/quick-order/file', manyRowsXlsx(QUICK_ORDER_MAX_LINES + 2)],
      ['/api/quick-order/file', manyRowsCsv(QUICK_ORDER_MAX_LINES + 1)],
      ['/api/admin/price-list/preview?fileName=p.csv', manyRowsPriceList(PRICE_LIST_MAX_ROWS + 1)],
    ];
    for (const [url, body] of warmUp) expect(await send(url, body)).toBeLessThan(500);
    await settle(8000);
    const idle = server.rssMb();
    for (let round = 0; round < 2; round += 1)
      for (const [url, body] of storm) expect(await send(url, body)).toBe(400);
    // The sheet thread idles out after 5 s and a full collection follows; on a
    // busy machine that can take longer, so wait up to a minute, never forever.
    const stormEnded = Date.now();
    let after = server.rssMb();
    while (after > idle * 1.2 && Date.now() - stormEnded < 60_000) {
      await settle(1000);
      after = server.rssMb();
    }
    const seconds = ((Date.now() - stormEnded) / 1000).toFixed(0);
    console.log(`RSS idle ${idle.toFixed(0)} MB, ${after.toFixed(0)} MB ${seconds} s after the storm`);
    expect(after).toBeLessThanOrEqual(idle * 1.2);
  }, 360_000);

  async function send(url: string, body: Uint8Array): Promise<number> {
    const answer = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: Buffer.from(body),
    });
    await answer.arrayBuffer();
    return answer.status;
  }
});
