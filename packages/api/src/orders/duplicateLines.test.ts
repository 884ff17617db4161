// Repeating a line cannot get round the quantity cap: orders, order edits,
// saved lists and cart previews add repeated parts up before they check it.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { describeError } from '../errors';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { rowCounts } from '../testing/rowCounts';

const TOTAL_CAP = 'Всего одной запчасти можно заказать не больше 100000 шт.';
const repeated = (partId: number) => Array.from({ length: 500 }, () => ({ partId, quantity: 100_000 }));

describe.each(testDbKinds())('[ORDERS] repeated lines on %s', (kind) => {
  let kit: ApiTestKit;
  let partId: number;
  let otherId: number;
  let buyer: Awaited<ReturnType<ApiTestKit['signIn']>>;
  let admin: Awaited<ReturnType<ApiTestKit['signIn']>>;
  let orderId: number;

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    partId = (await kit.addPart({ availability: 1_000 })).id;
    otherId = (await kit.addPart({ availability: 1_000 })).id;
    buyer = await kit.signIn();
    admin = await kit.signIn('admin');
    orderId = (
      await buyer.caller.orders.create({
        idempotencyKey: 'first-order',
        deliveryMethod: 'pickup',
        paymentMethod: 'cash',
        items: [{ partId, quantity: 1 }],
      })
    ).order.id;
  });
  afterAll(() => kit.close());

  const checkout = { deliveryMethod: 'pickup', paymentMethod: 'cash' } as const;
  const calls = () => ({
    'orders.create': (items: Array<{ partId: number; quantity: number }>) =>
      buyer.caller.orders.create({ ...checkout, idempotencyKey: `repeated-${items.length}`, items }),
    'orders.preview': (items: Array<{ partId: number; quantity: number }>) =>
      buyer.caller.orders.preview({ items }),
    'savedLists.create': (items: Array<{ partId: number; quantity: number }>) =>
      buyer.caller.savedLists.create({ name: 'Повторы', items }),
    'admin.orders.update': (items: Array<{ partId: number; quantity: number }>) =>
      admin.caller.admin.orders.update({ id: orderId, items }),
  });

  it.each(['orders.create', 'orders.preview', 'savedLists.create', 'admin.orders.update'] as const)(
    '%s refuses 500 lines of one part x 100 000 in Russian and takes no stock',
    async (path) => {
      const before = await rowCounts(kit.db);
      const stock = await kit.stockOf(partId);
      const send = calls()[path];
      const error = await send(repeated(partId)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect(describeError(error as TRPCError)).toMatchObject({ httpStatus: 400, message: TOTAL_CAP });
      expect(await rowCounts(kit.db)).toBe(before);
      expect(await kit.stockOf(partId)).toBe(stock);
    },
  );

  it('adds repeated lines up in an order, a saved list, a preview and an edit', async () => {
    const items = [
      { partId: otherId, quantity: 2 },
      { partId, quantity: 1 },
      { partId: otherId, quantity: 3 },
    ];
    const merged = [
      { partId, quantity: 1 },
      { partId: otherId, quantity: 5 },
    ];
    const { order } = await calls()['orders.create'](items);
    expect(order.items.map(({ partId: id, quantity }) => ({ partId: id, quantity }))).toEqual(merged);
    const preview = await calls()['orders.preview'](items);
    expect(preview.lines.map(({ partId: id, quantity }) => ({ partId: id, quantity }))).toEqual(merged);
    await calls()['savedLists.create'](items);
    const [list] = await buyer.caller.savedLists.mine();
    expect(list?.items.map(({ partId: id, quantity }) => ({ partId: id, quantity }))).toEqual(merged);
    // An edit keeps the order's own parts (here: one), so only that part repeats.
    const edited = await calls()['admin.orders.update']([
      { partId, quantity: 1 },
      { partId, quantity: 2 },
    ]);
    expect(edited.items.map(({ partId: id, quantity }) => ({ partId: id, quantity }))).toEqual([
      { partId, quantity: 3 },
    ]);
  });
});
