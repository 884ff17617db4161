// Orders are priced before the statement that locks their parts, and the
// prices are checked under the locks (issues 21, 32). A Kysely plugin hands
// the order's pricing read a price 100 kopecks below the part's, as if the
// price had been raised between pricing and locking, so the check sees a
// price other than the one the order was priced at.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';

const pickup = {
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  city: '',
  deliveryAddress: '',
  comments: '',
} as const;

/** The first `times` pricing reads of the part see its price 100 kopecks lower than it is. */
class StalePrice implements KyselyPlugin {
  reads = 0;
  constructor(
    private readonly partId: number,
    private readonly times: number,
  ) {}

  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }

  async transformResult({ result }: PluginTransformResultArgs) {
    const rows = result.rows as Array<Record<string, unknown>>;
    // The pricing read: the parts with a new order number.
    const pricing = rows.some(
      (row) => 'order_number' in row && 'part_number' in row && row.id === this.partId,
    );
    if (!pricing) return result;
    this.reads += 1;
    if (this.reads > this.times) return result;
    return {
      ...result,
      rows: rows.map((row) => (row.id === this.partId ? { ...row, price: Number(row.price) - 100 } : row)),
    };
  }
}

describe.each(testDbKinds())('[BUYER][ORDERS] prices checked under the lock on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  /** A buyer whose requests read the part's price stale `times` times. */
  async function buyerSeeingStalePrice(partId: number, times: number) {
    const buyer = await kit.signIn();
    const stale = new StalePrice(partId, times);
    const deps = { ...kit.deps, db: kit.db.withPlugin(stale) };
    return {
      ...buyer,
      stale,
      caller: createCaller(await createContextInner(deps, { sessionToken: buyer.token })),
    };
  }

  it('prices the order again when the price moved before the lock', async () => {
    const part = await kit.addPart({ price: 10_000, availability: 5 });
    const buyer = await buyerSeeingStalePrice(part.id, 1);
    const { order } = await buyer.caller.orders.create({
      ...pickup,
      idempotencyKey: `stale-once-${part.id}`,
      items: [{ partId: part.id, quantity: 2 }],
    });
    // The first try, priced at 9 900, wrote nothing; the second priced and locked 10 000.
    expect(order.items[0]).toMatchObject({ unitPriceKopecks: 10_000, reservedQuantity: 2 });
    expect(order.totalKopecks).toBe(20_000);
    expect(buyer.stale.reads).toBe(2);
    expect(await kit.stockOf(part.id)).toBe(3);
  });

  it('gives up in Russian after three moves and leaves no order and no stock taken', async () => {
    const part = await kit.addPart({ price: 10_000, availability: 5 });
    const buyer = await buyerSeeingStalePrice(part.id, 3);
    await expect(
      buyer.caller.orders.create({
        ...pickup,
        idempotencyKey: `stale-always-${part.id}`,
        items: [{ partId: part.id, quantity: 2 }],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/Цены товаров изменились/) });
    expect(buyer.stale.reads).toBe(3);
    expect(await kit.stockOf(part.id)).toBe(5);
    const orders = await kit.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .execute();
    expect(orders).toHaveLength(0);
  });
});
