// Issue 19's search rules: the brand is searchable however it is typed,
// cross numbers find their part and its analogues, archived parts vanish
// from the buyer's catalogue but stay in old orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';

const pickup = {
  deliveryMethod: 'pickup',
  paymentMethod: 'card',
  city: '',
  deliveryAddress: '',
  comments: '',
} as const;

describe.each(testDbKinds())('[BUYER][CATALOG] brands, cross numbers and archive on %s', (kind) => {
  let kit: ApiTestKit;
  let buyer: Awaited<ReturnType<ApiTestKit['signIn']>>;
  const part = async (name: string, partNumber: string, brand: string, availability = 5) =>
    (
      await kit.db
        .insertInto('parts')
        .values({ name, part_number: partNumber, brand, category_id: 'engine', price: 10_000, availability })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const found = async (query: string, extra: { brand?: string } = {}) =>
    (await buyer.caller.catalog.search({ query, pageSize: 60, ...extra })).items.map((p) => p.partNumber);

  let variator: number;
  let belt: number;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    buyer = await kit.signIn('user');
    // The brand is named in no part's name: only the brand column says it.
    variator = await part('Вариатор в сборе', 'SE-139QMB-0101', 'Sheng-E');
    await part('Ремень вариатора', 'SE-139QMB-0202', 'Sheng-E', 0);
    belt = await part('Ремень вариатора усиленный', 'LP-50QT-1234', 'Lipai');
    await part('Свеча зажигания', '94702-00360', 'Yamaha');
    await kit.db
      .insertInto('part_cross_numbers')
      .values([
        { part_id: belt, number: '23100-GY6-003' },
        { part_id: belt, number: 'SE-139QMB-0202' },
        { part_id: variator, number: 'OEM 22102.GFM' },
      ])
      .execute();
  });
  afterAll(() => kit.close());

  it('finds every part of a brand by its name, its key and its wrong-layout form', async () => {
    const shengE = ['SE-139QMB-0101', 'SE-139QMB-0202'];
    for (const query of ['sheng-e', 'Sheng-E', 'shenge', 'SHENGE', 'ырутп-у', 'ырутпу']) {
      expect((await found(query)).sort(), query).toEqual(shengE);
    }
    expect(await found('lipai')).toEqual(['LP-50QT-1234']);
  });

  it('filters by brand however it is typed', async () => {
    expect((await found('', { brand: 'SHENG E' })).sort()).toEqual(['SE-139QMB-0101', 'SE-139QMB-0202']);
    expect(await found('ремень', { brand: 'lipai' })).toEqual(['LP-50QT-1234']);
    expect((await buyer.caller.catalog.search({ brand: 'sheng-e' })).total).toBe(2);
  });

  it('finds a part by any of its cross numbers, with or without punctuation', async () => {
    for (const query of ['23100-GY6-003', '23100gy6003', '23100 GY6 003', 'gy6-003']) {
      expect(await found(query), query).toContain('LP-50QT-1234');
    }
    expect(await found('22102gfm')).toEqual(['SE-139QMB-0101']);
  });

  it("shows a part's cross numbers and its analogues with stock and price", async () => {
    const product = await buyer.caller.catalog.product({ id: belt });
    expect(product.crossNumbers).toEqual(['23100-GY6-003', 'SE-139QMB-0202']);
    // Its cross number is another part's article: that part is its analogue, and the other way round.
    expect(product.analogues).toEqual([
      expect.objectContaining({ partNumber: 'SE-139QMB-0202', availability: 0, priceKopecks: 10_000 }),
    ]);
    const other = (await found('SE-139QMB-0202'))[0];
    expect(other).toBe('SE-139QMB-0202');
    const [otherRow] = (await buyer.caller.catalog.search({ query: 'SE-139QMB-0202' })).items;
    const reverse = await buyer.caller.catalog.product({ id: otherRow!.id });
    expect(reverse.analogues.map((a) => a.partNumber)).toEqual(['LP-50QT-1234']);
    const visitor = await kit.callerFor(null);
    expect((await visitor.catalog.product({ id: belt })).analogues[0]?.priceKopecks).toBeNull();
  });

  it('hides an archived part from the buyer but keeps it in an old order', async () => {
    const plug = await part('Свеча зажигания иридиевая', 'ARCH-0001', 'Yamaha');
    const { order } = await buyer.caller.orders.create({
      ...pickup,
      idempotencyKey: `archived-${kind}-1`,
      items: [{ partId: plug, quantity: 2 }],
    });
    const before = (await buyer.caller.catalog.search({})).total;
    await kit.db.updateTable('parts').set({ archived_at: new Date() }).where('id', '=', plug).execute();

    expect(await found('ARCH-0001')).toEqual([]);
    expect(await found('иридиевая')).toEqual([]);
    expect((await buyer.caller.catalog.search({})).total).toBe(before - 1);
    await expect(buyer.caller.catalog.product({ id: plug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const snapshot = await buyer.caller.catalog.partsData();
    expect(snapshot.parts.map((p: { partNumber: string }) => p.partNumber)).not.toContain('ARCH-0001');
    await expect(
      buyer.caller.orders.create({
        ...pickup,
        idempotencyKey: `archived-${kind}-2`,
        items: [{ partId: plug, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const old = await buyer.caller.orders.byId({ id: order.id });
    expect(old.items).toEqual([
      expect.objectContaining({
        partId: plug,
        partNumber: 'ARCH-0001',
        quantity: 2,
        unitPriceKopecks: 10_000,
      }),
    ]);
  });
});
