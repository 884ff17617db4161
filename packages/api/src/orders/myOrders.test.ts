// 'Мои заказы' (issue 29.10): finding an order by its number or an article on
// it and by status, and 'Повторить заказ' at today's prices and stock with the
// parts no longer sold reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';

const pickup = { deliveryMethod: 'pickup', paymentMethod: 'card', city: '', deliveryAddress: '' } as const;
let seq = 0;

describe.each(testDbKinds())('[BUYER][ORDERS] my orders: search, status and repeat on %s', (kind) => {
  let kit: ApiTestKit;
  let buyer: Awaited<ReturnType<ApiTestKit['signIn']>>;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    buyer = await kit.signIn();
  });
  afterAll(() => kit.close());

  const place = async (who: typeof buyer, items: Array<{ partId: number; quantity: number }>) =>
    (await who.caller.orders.create({ ...pickup, idempotencyKey: `mine-${++seq}-${Date.now()}`, items }))
      .order;

  it('finds an order by a part of its number or an article on it, however typed, and by status', async () => {
    const belt = await kit.addPart({ name: 'Ремень' });
    const plug = await kit.addPart({ name: 'Свеча' });
    const first = await place(buyer, [{ partId: belt.id, quantity: 1 }]);
    const second = await place(buyer, [{ partId: plug.id, quantity: 2 }]);
    const admin = await kit.signIn('admin');
    await admin.caller.admin.orders.setStatus({ id: second.id, status: 'shipped' });
    const ids = async (input: { search?: string; status?: 'shipped' | 'confirmed' }) =>
      (await buyer.caller.orders.mine(input)).map((o) => o.id);

    expect(await ids({})).toEqual([second.id, first.id]);
    expect(await ids({ search: belt.part_number.toLowerCase().replace(/-/g, ' ') })).toEqual([first.id]);
    expect(await ids({ search: second.orderNumber.toLowerCase() })).toEqual([second.id]);
    expect(await ids({ search: second.orderNumber.slice(4) })).toContain(second.id);
    expect(await ids({ status: 'shipped' })).toEqual([second.id]);
    expect(await ids({ status: 'confirmed', search: plug.part_number })).toEqual([]);
    expect(await ids({ search: '%' })).toEqual([second.id, first.id]);
    // Another buyer's orders stay out, whatever the search.
    const other = await kit.signIn();
    expect((await other.caller.orders.mine({ search: belt.part_number })).length).toBe(0);
  });

  it('repeats an order at today prices and stock, reporting the archived part', async () => {
    const kept = await kit.addPart({ price: 10_000, availability: 3 });
    const archived = await kit.addPart({ name: 'Снятый с продажи', price: 5_000 });
    const order = await place(buyer, [
      { partId: kept.id, quantity: 2 },
      { partId: archived.id, quantity: 1 },
    ]);
    await kit.db
      .updateTable('parts')
      .set({ price: 12_000, availability: 1 })
      .where('id', '=', kept.id)
      .execute();
    await kit.db
      .updateTable('parts')
      .set({ archived_at: new Date() })
      .where('id', '=', archived.id)
      .execute();

    const again = await buyer.caller.orders.reorder({ id: order.id });
    expect(again.lines).toEqual([
      expect.objectContaining({
        partId: kept.id,
        quantity: 2,
        stock: 1,
        unitPriceKopecks: 12_000,
        orderedUnitPriceKopecks: 10_000,
      }),
    ]);
    expect(again.unavailable).toEqual([
      { partNumber: archived.part_number, name: 'Снятый с продажи', quantity: 1 },
    ]);
    expect(again.totalKopecks).toBe(24_000);
    // Someone else's order is not found.
    const other = await kit.signIn();
    await expect(other.caller.orders.reorder({ id: order.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
