// The one statement that takes a new order's stock (issue 21): what it takes,
// what it reports under the lock, and that it leaves archived parts alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { takeStockAtOnce } from './stock';

describe.each(testDbKinds())('[ORDERS] taking stock in one statement on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('takes up to the stock of each part and reports price and archive state', async () => {
    const plenty = await kit.addPart({ availability: 10, price: 12_345 });
    const short = await kit.addPart({ availability: 2 });
    const none = await kit.addPart({ availability: 0 });
    const taken = await kit.db.transaction().execute((trx) =>
      takeStockAtOnce(trx, [
        { partId: short.id, quantity: 5 },
        { partId: plenty.id, quantity: 3 },
        { partId: none.id, quantity: 1 },
      ]),
    );
    expect(taken.get(plenty.id)).toEqual({ partId: plenty.id, taken: 3, price: 12_345, archived: false });
    expect(taken.get(short.id)?.taken).toBe(2);
    expect(taken.get(none.id)?.taken).toBe(0);
    expect(await kit.stockOf(plenty.id)).toBe(7);
    expect(await kit.stockOf(short.id)).toBe(0);
    expect(await kit.stockOf(none.id)).toBe(0);
  });

  it('takes nothing from an archived part and says it is archived; a missing part is absent', async () => {
    const part = await kit.addPart({ availability: 4 });
    await kit.db.updateTable('parts').set({ archived_at: new Date() }).where('id', '=', part.id).execute();
    const taken = await kit.db.transaction().execute((trx) =>
      takeStockAtOnce(trx, [
        { partId: part.id, quantity: 1 },
        { partId: 999_999, quantity: 1 },
      ]),
    );
    expect(taken.get(part.id)).toMatchObject({ taken: 0, archived: true });
    expect(taken.has(999_999)).toBe(false);
    expect(await kit.stockOf(part.id)).toBe(4);
  });
});
