import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';

describe.each(testDbKinds())('[BUYER][QUICK ORDER] a whole list of 1 000 lines on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('is resolved, then ordered and saved as one cart', async () => {
    const articles = Array.from({ length: 1000 }, (_, i) => `QO-${String(i).padStart(4, '0')}`);
    await kit.db
      .insertInto('parts')
      .values(
        articles.map((part_number, i) => ({
          part_number,
          name: `Деталь ${i}`,
          category_id: 'engine',
          brand: 'Lipai',
          price: 1_000,
          retail_price: null,
          availability: i % 2 ? 5 : 0,
        })),
      )
      .execute();
    const buyer = await kit.signIn();
    const resolved = await buyer.caller.orders.quickOrder.resolve({
      text: articles.map((a) => `${a} 2`).join('\n'),
    });
    expect(resolved).toMatchObject({ positions: 1000, units: 2000, totalKopecks: 2_000_000 });
    const items = resolved.lines.map((line) => ({ partId: line.part!.id, quantity: line.quantity }));
    const { order } = await buyer.caller.orders.create({
      idempotencyKey: `whole-list-${kind}`,
      deliveryMethod: 'pickup',
      paymentMethod: 'invoice',
      items,
    });
    expect(order.items).toHaveLength(1000);
    expect(order.items.reduce((sum, item) => sum + item.reservedQuantity, 0)).toBe(500 * 2);
    await expect(buyer.caller.savedLists.create({ name: 'Весь список', items })).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });
});
