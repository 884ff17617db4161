// Issue 31: admins see every exchange with 1C, newest first; nobody else does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExchangeServer, type ExchangeServer } from '../testing/exchange1cServer';
import { importXml } from '../testing/commerceMl';

describe.runIf(process.env.TEST_DATABASE_URL)('[1C][ADMIN] exchange log', () => {
  let s: ExchangeServer;
  beforeAll(async () => {
    s = await startExchangeServer();
  });
  afterAll(() => s.close());

  it('lists the exchanges newest first with their counts and errors; 401 to visitors, 403 to buyers', async () => {
    const products = [{ id: 'p-log', article: 'LOG-1', name: 'Ремень', group: 'g-log' }];
    await s
      .oneC()
      .exchangeCatalog([['import.xml', importXml({ groups: [{ id: 'g-log', name: 'Привод' }], products })]]);
    const failing = s.oneC();
    await failing.begin('sale');
    await failing.call({ type: 'sale', mode: 'import', filename: 'нет.xml' });

    expect((await s.app.inject({ method: 'GET', url: '/api/admin/exchange-1c/log' })).statusCode).toBe(401);
    const buyer = await s.bearer('user');
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/admin/exchange-1c/log', headers: buyer })).statusCode,
    ).toBe(403);
    const reply = await s.app.inject({
      method: 'GET',
      url: '/api/admin/exchange-1c/log',
      headers: await s.bearer('admin'),
    });
    expect(reply.statusCode).toBe(200);
    const log = reply.json() as Array<Record<string, unknown>>;
    expect(log[0]).toMatchObject({
      type: 'sale',
      ordersExported: 0,
      error: 'Файл нет.xml не был загружен в этом обмене',
    });
    expect(log[1]).toMatchObject({
      type: 'catalog',
      created: 1,
      updated: 0,
      archived: 0,
      error: null,
      files: ['import.xml'],
    });
    expect(Date.parse(log[0]!.startedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(log[1]!.startedAt as string),
    );
  });
});
