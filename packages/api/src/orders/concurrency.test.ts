// Stock and idempotency under real concurrency: PostgreSQL only (PGlite is a
// single connection, so a race there proves nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';

const pickup = {
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  city: '',
  deliveryAddress: '',
  comments: '',
} as const;

describe.runIf(process.env.TEST_DATABASE_URL)('[BUYER][ORDERS] concurrency on PostgreSQL', () => {
  let kit: ApiTestKit;
  let buyers: Array<Awaited<ReturnType<ApiTestKit['signIn']>>>;
  beforeAll(async () => {
    kit = await createApiTestKit('postgres');
    buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await kit.signIn());
  });
  afterAll(() => kit.close());

  it('200 concurrent orders never reserve more than the stock, over many rounds', async () => {
    for (const [round, stock] of [7, 150, 333, 0, 1].entries()) {
      const part = await kit.addPart({ availability: stock });
      const quantities = Array.from({ length: 200 }, (_, i) => 1 + ((i * 7 + round) % 3));
      const results = await Promise.all(
        quantities.map((quantity, i) =>
          buyers[i % buyers.length]!.caller.orders.create({
            ...pickup,
            idempotencyKey: `race-${round}-${i}`,
            items: [{ partId: part.id, quantity }],
          }),
        ),
      );
      const demand = quantities.reduce((a, b) => a + b, 0);
      const reserved = results.reduce((sum, r) => sum + r.order.items[0]!.reservedQuantity, 0);
      expect(reserved).toBe(Math.min(stock, demand));
      expect(await kit.stockOf(part.id)).toBe(Math.max(0, stock - demand));
      const toOrder = results.reduce((sum, r) => sum + r.order.items[0]!.toOrderQuantity, 0);
      expect(reserved + toOrder).toBe(demand);
    }
  });

  it('50 concurrent retries of one key create exactly one order', async () => {
    const part = await kit.addPart({ availability: 100 });
    const buyer = buyers[0]!;
    const input = {
      ...pickup,
      idempotencyKey: `retry-storm-${Date.now()}`,
      items: [{ partId: part.id, quantity: 3 }],
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => buyer.caller.orders.create(input)));
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await kit.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .where('idempotency_key', '=', input.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await kit.stockOf(part.id)).toBe(97);
  });
});
