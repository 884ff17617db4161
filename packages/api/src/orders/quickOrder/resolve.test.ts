import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { testDbKinds } from '@shop/db/testing';
import { orderLinesFromText } from '@shop/sheets';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { addQuickOrderParts, type QuickOrderPartNumber } from '../../testing/quickOrderTestParts';
import { earlyInWindow } from '../../testing/rateLimitWindow';
import { RESOLVE_PER_CLIENT } from './limits';
import { resolveQuickOrder } from './resolve';

describe.each(testDbKinds())('[BUYER][QUICK ORDER] resolving a list on %s', (kind) => {
  let kit: ApiTestKit;
  let ids: Record<QuickOrderPartNumber, number>;
  let buyer: Awaited<ReturnType<ApiTestKit['signIn']>>;
  const resolve = (text: string) => buyer.caller.orders.quickOrder.resolve({ text });
  /** [status, article found or null, quantity] per result line. */
  const summary = async (text: string) =>
    (await resolve(text)).lines.map((l) => [l.status, l.part?.partNumber ?? null, l.quantity]);

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    ids = await addQuickOrderParts(kit.db);
    buyer = await kit.signIn();
  });
  afterAll(() => kit.close());

  it('answers every line: found, partial, out of stock, not found', async () => {
    expect(
      await summary('CH-125-004 10\nLP-50QT-1234;2\n5GH-E4451-00 x4\nMP-10245 1 шт\nXX-0000-99 3'),
    ).toEqual([
      ['found', 'CH-125-004', 10],
      ['found', 'LP-50QT-1234', 2],
      ['partial', '5GH-E4451-00', 4],
      ['out_of_stock', 'MP-10245', 1],
      ['not_found', null, 3],
    ]);
    const partial = (await resolve('5GH-E4451-00 x4')).lines[0]!;
    expect(partial).toMatchObject({ inStock: 3, toOrder: 1, match: 'exact' });
    expect(partial.part).toMatchObject({ id: ids['5GH-E4451-00'], priceKopecks: 42_050, availability: 3 });
  });

  it('corrects case, spaces and dashes, the wrong keyboard layout and Russian look-alike letters', async () => {
    const typed = ['ch-125-004', '5GHE445101 2', 'сн-125-004', 'ср-125-004', 'DFP-2108 2'];
    const lines = await Promise.all(typed.map(async (line) => (await resolve(line)).lines[0]!));
    expect(lines.map((l) => [l.status, l.match, l.part?.partNumber])).toEqual([
      ['found', 'exact', 'CH-125-004'],
      ['corrected', 'normalised', '5GH-E4451-01'],
      ['corrected', 'layout', 'CH-125-004'],
      ['corrected', 'layout', 'CH-125-004'],
      ['corrected', 'layout', 'ВАЗ-2108'],
    ]);
  });

  it('merges lines naming the same part, summing their quantities and keeping their rows', async () => {
    const result = await resolve('CH-125-004 2\nMP-10245\nch125004 x3\nсн-125-004 1');
    expect(result.lines.map((l) => [l.rows, l.input, l.quantity, l.part?.partNumber])).toEqual([
      [[1, 3, 4], 'CH-125-004 2', 6, 'CH-125-004'],
      [[2], 'MP-10245', 1, 'MP-10245'],
    ]);
    expect(result).toMatchObject({ positions: 2, units: 7, totalKopecks: 6 * 15_000 + 9_900 });
  });

  it('offers the articles a line could mean, narrowed by a brand it names', async () => {
    const [prefix, sameKey, withBrand, brandAfter] = (
      await resolve('5GH-E4451 2\nAB100\nSheng-E AB100 3\nAB-100 Yamaha')
    ).lines;
    expect(prefix).toMatchObject({ status: 'ambiguous', part: null, quantity: 2, moreCandidates: false });
    expect(prefix!.candidates.map((c) => c.partNumber)).toEqual([
      '5GH-E4451-00',
      '5GH-E4451-01',
      '5GH-E4451-10',
    ]);
    expect(sameKey!.candidates.map((c) => c.brand).sort()).toEqual(['Sheng-E', 'Yamaha']);
    expect(withBrand).toMatchObject({ status: 'corrected', quantity: 3, part: { partNumber: 'AB 100' } });
    expect(brandAfter).toMatchObject({ status: 'found', quantity: 1, part: { partNumber: 'AB-100' } });
  });

  it('reads "LP 50QT 1234" as one article when the bare number finds nothing as a quantity', async () => {
    expect(await summary('LP 50QT 1234')).toEqual([['corrected', 'LP-50QT-1234', 1]]);
    expect(await summary('LP 50QT-1234 7')).toEqual([['corrected', 'LP-50QT-1234', 7]]);
  });

  it('takes rows already split ({lines}) as they are', async () => {
    const result = await buyer.caller.orders.quickOrder.resolve({
      lines: [{ article: 'CH-125-004', quantity: 4 }, { article: ' 5gh e4451 10 ' }],
    });
    expect(result.lines.map((l) => [l.rows, l.input, l.status, l.quantity])).toEqual([
      [[1], 'CH-125-004 4', 'found', 4],
      [[2], '5gh e4451 10 1', 'corrected', 1],
    ]);
  });

  it('answers 1 000 lines with two queries (besides the transaction and its settings)', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const text = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? `CH-125-004 ${i}` : `NOPE-${i}-${i % 7 ? 'x' : 'сн'} 1`,
    ).join('\n');
    const result = await resolveQuickOrder(kit.db.withPlugin(counting), orderLinesFromText(text));
    // The planner settings, exact articles, article prefixes (begin and commit are not queries).
    expect(queries).toBe(3);
    expect(result.lines[1]).toMatchObject({
      status: 'partial',
      quantity: 100_000,
      rows: expect.arrayContaining([2, 1000]),
    });
    expect(result.lines).toHaveLength(501);
  });

  it(
    `resolves ${RESOLVE_PER_CLIENT.limit} lists per buyer and window, then refuses in Russian`,
    { timeout: 120_000 },
    async () => {
      const busy = await kit.signIn();
      await earlyInWindow(RESOLVE_PER_CLIENT.windowMs, 60_000);
      for (let i = 0; i < RESOLVE_PER_CLIENT.limit; i += 1)
        await busy.caller.orders.quickOrder.resolve({ text: 'A' });
      await expect(busy.caller.orders.quickOrder.resolve({ text: 'A' })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Слишком много запросов. Попробуйте позже.',
      });
      expect((await resolve('CH-125-004')).lines).toHaveLength(1);
    },
  );

  it('refuses a bad list with a Russian message naming the line, and visitors', async () => {
    await expect(resolve('CH-125-004 2\nMP-10245;ноль0')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Строка 2: количество «ноль0» — не целое число от 1 до 100000',
    });
    await expect(resolve('\n\n')).rejects.toMatchObject({ message: 'В списке нет ни одного артикула' });
    await expect(resolve('A-1\u0000 2')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const visitor = await kit.callerFor(null);
    await expect(visitor.orders.quickOrder.resolve({ text: 'CH-125-004' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
