// A buyer with a discount pays less on every path where a price is shown or
// charged, the order keeps what was charged, and nothing the client sends can
// change a price. The minimum order is enforced by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { formatRoubles } from '@shop/i18n';
import type { CreateOrderInput } from '@shop/schemas';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { readShopSettings, saveShopSettings } from './shopSettings';

let keySeq = 0;
const newKey = () => `prices-${Date.now()}-${++keySeq}`;
const pickup = { deliveryMethod: 'pickup', paymentMethod: 'card' } as const;

describe.each(testDbKinds())('[BUYER][PRICES] client discount and minimum order on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Awaited<ReturnType<ApiTestKit['signIn']>>;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin');
  });
  afterAll(() => kit.close());

  const buyerWithDiscount = async (discountPercent: number | null, paymentDelayDays = 0) => {
    const buyer = await kit.signIn();
    await admin.caller.admin.users.setTerms({ userId: buyer.userId, discountPercent, paymentDelayDays });
    return buyer;
  };

  it('a buyer with 10 % sees and pays 10 % less everywhere, and the order captures it', async () => {
    const part = await kit.addPart({ price: 12_345, availability: 100, name: 'Вариатор скидочный' });
    const buyer = await buyerWithDiscount(10, 14);
    const discounted = 11_111; // 12 345 × 0.9 = 11 110.5 → rounded to the nearest kopeck
    const items = [{ partId: part.id, quantity: 3 }];

    const found = await buyer.caller.catalog.search({ query: 'Вариатор скидочный' });
    expect(found.items[0]).toMatchObject({ priceKopecks: discounted, basePriceKopecks: 12_345 });
    expect(await buyer.caller.catalog.product({ id: part.id })).toMatchObject({ priceKopecks: discounted });
    const data = await buyer.caller.catalog.partsData();
    expect(data.parts.find((p) => p.id === part.id)?.price).toBe(111.11);

    const preview = await buyer.caller.orders.preview({ items });
    expect(preview).toMatchObject({ totalKopecks: 3 * discounted, discountPercent: 10 });
    expect(preview.lines[0]).toMatchObject({ unitPriceKopecks: discounted, baseUnitPriceKopecks: 12_345 });

    const quick = await buyer.caller.orders.quickOrder.resolve({
      lines: [{ article: part.part_number, quantity: 3 }],
    });
    expect(quick.totalKopecks).toBe(3 * discounted);

    await buyer.caller.savedLists.create({ name: 'Скидка', items });
    const [list] = await buyer.caller.savedLists.mine();
    expect(list?.items[0]?.part.priceKopecks).toBe(discounted);

    const { order } = await buyer.caller.orders.create({ ...pickup, idempotencyKey: newKey(), items });
    expect(order).toMatchObject({ totalKopecks: 3 * discounted, discountPercent: 10, paymentDelayDays: 14 });
    expect(order.items[0]).toMatchObject({ unitPriceKopecks: discounted, baseUnitPriceKopecks: 12_345 });

    // Captured: a later change of terms leaves the placed order as it was.
    await admin.caller.admin.users.setTerms({
      userId: buyer.userId,
      discountPercent: 0,
      paymentDelayDays: 0,
    });
    expect((await buyer.caller.orders.byId({ id: order.id })).totalKopecks).toBe(3 * discounted);
    expect((await buyer.caller.catalog.product({ id: part.id })).priceKopecks).toBe(12_345);
  });

  it('a buyer without a discount and a visitor see the catalogue price', async () => {
    const part = await kit.addPart({ price: 10_000 });
    const buyer = await kit.signIn();
    expect((await buyer.caller.catalog.product({ id: part.id })).priceKopecks).toBe(10_000);
    const visitor = await kit.callerFor();
    expect((await visitor.catalog.product({ id: part.id })).priceKopecks).toBeNull();
  });

  it('prices sent by the client change nothing', async () => {
    const part = await kit.addPart({ price: 20_000, availability: 10 });
    const buyer = await buyerWithDiscount(10);
    const tampered = {
      ...pickup,
      idempotencyKey: newKey(),
      items: [{ partId: part.id, quantity: 2, unitPriceKopecks: 1, price: 1, discountPercent: 99 }],
      totalKopecks: 2,
      discountPercent: 99,
    } as unknown as CreateOrderInput;
    const { order } = await buyer.caller.orders.create(tampered);
    expect(order).toMatchObject({ totalKopecks: 2 * 18_000, discountPercent: 10 });
  });

  it('the turnover tiers decide when the admin set no fixed discount', async () => {
    const part = await kit.addPart({ price: 100_000, availability: 100 });
    const settings = await readShopSettings(kit.db);
    await saveShopSettings(kit.db, { ...settings, discountTiers: [{ fromKopecks: 150_000, percent: 3 }] });
    try {
      const buyer = await buyerWithDiscount(null);
      const items = [{ partId: part.id, quantity: 2 }];
      expect((await buyer.caller.orders.preview({ items })).discountPercent).toBe(0);
      await buyer.caller.orders.create({ ...pickup, idempotencyKey: newKey(), items });
      // 200 000 kopecks ordered in the last 30 days: the 3 % tier applies now.
      expect((await buyer.caller.orders.preview({ items })).totalKopecks).toBe(2 * 97_000);
      const fixed = await buyerWithDiscount(0);
      await fixed.caller.orders.create({ ...pickup, idempotencyKey: newKey(), items });
      expect((await fixed.caller.orders.preview({ items })).totalKopecks).toBe(2 * 100_000);
    } finally {
      await saveShopSettings(kit.db, settings);
    }
  });

  it('refuses terms outside 0-15 % and 0-90 days in Russian', async () => {
    const buyer = await kit.signIn();
    await expect(
      admin.caller.admin.users.setTerms({ userId: buyer.userId, discountPercent: 16, paymentDelayDays: 0 }),
    ).rejects.toThrow('Скидка — целое число процентов от 0 до 15');
    await expect(
      admin.caller.admin.users.setTerms({ userId: buyer.userId, discountPercent: 5, paymentDelayDays: 91 }),
    ).rejects.toThrow('Отсрочка — целое число дней от 0 до 90');
  });

  it('refuses an order below the minimum on the server, after the discount, writing nothing', async () => {
    const part = await kit.addPart({ price: 100_000, availability: 100 });
    const settings = await readShopSettings(kit.db);
    expect(settings.minOrderKopecks).toBe(0); // off on a fresh install
    await saveShopSettings(kit.db, { ...settings, minOrderKopecks: 500_000 });
    try {
      const buyer = await buyerWithDiscount(10);
      const preview = await buyer.caller.orders.preview({ items: [{ partId: part.id, quantity: 5 }] });
      expect(preview).toMatchObject({ totalKopecks: 450_000, minOrderKopecks: 500_000 });
      await expect(
        buyer.caller.orders.create({
          ...pickup,
          idempotencyKey: newKey(),
          items: [{ partId: part.id, quantity: 5 }],
        }),
      ).rejects.toThrow(`Минимальная сумма заказа — ${formatRoubles(500_000)}`);
      expect(await kit.stockOf(part.id)).toBe(100);
      expect(await buyer.caller.orders.mine()).toEqual([]);
      const { order } = await buyer.caller.orders.create({
        ...pickup,
        idempotencyKey: newKey(),
        items: [{ partId: part.id, quantity: 6 }],
      });
      expect(order.totalKopecks).toBe(540_000);
    } finally {
      await saveShopSettings(kit.db, settings);
    }
  });
});
