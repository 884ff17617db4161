// What the buyer's screens read for issue 19: the brand filter's list (one
// entry per brand however spelt, archived parts left out, kept while the
// catalogue is unchanged), the brand filter itself with a text query and a
// category, and 'Аналоги' without archived parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { BRANDS_MAX_AGE_MS, catalogBrands } from './brands';

describe.each(testDbKinds())('[BUYER][CATALOG] brand filter and analogues on %s', (kind) => {
  let kit: ApiTestKit;
  let buyer: Awaited<ReturnType<ApiTestKit['signIn']>>;
  const part = async (
    partNumber: string,
    brand: string,
    extra: { categoryId?: string; name?: string } = {},
  ) =>
    (
      await kit.db
        .insertInto('parts')
        .values({
          name: extra.name ?? 'Ремень вариатора',
          part_number: partNumber,
          brand,
          category_id: extra.categoryId ?? 'engine',
          price: 20_000,
          availability: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const partNumbers = async (input: { query?: string; brand?: string; categoryId?: string }) =>
    (await buyer.caller.catalog.search({ pageSize: 60, ...input })).items.map((p) => p.partNumber).sort();

  let main: number;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    buyer = await kit.signIn('user');
    await kit.db.insertInto('categories').values({ id: 'brakes', name: 'Тормоза' }).execute();
    main = await part('BF-SE-1', 'Sheng-E');
    await part('BF-SE-2', 'SHENG E', { categoryId: 'brakes', name: 'Колодки тормозные' });
    await part('BF-SE-3', 'Sheng-E', { name: 'Колодки тормозные' });
    await part('BF-LP-1', 'Lipai');
    await part('BF-NB-1', '');
  });
  afterAll(() => kit.close());

  it('lists each brand once, as most parts spell it, with its part count; no empty brand', async () => {
    const brands = await buyer.caller.catalog.brands();
    expect(brands).toEqual(
      expect.arrayContaining([
        { name: 'Sheng-E', count: 3 },
        { name: 'Lipai', count: 1 },
      ]),
    );
    expect(brands.some((b) => b.name === 'SHENG E' || b.name === '')).toBe(false);
    // Sorted by name for the select.
    const names = brands.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('keeps the list while the catalogue is unchanged and reads it again after a change', async () => {
    const first = await catalogBrands(kit.db);
    expect(await catalogBrands(kit.db)).toBe(first);
    // Past the age limit it is read again even without a change.
    expect(await catalogBrands(kit.db, Date.now() + BRANDS_MAX_AGE_MS + 1)).not.toBe(first);
    const lone = await part('BF-ARCH-1', 'Архивный бренд');
    expect((await buyer.caller.catalog.brands()).map((b) => b.name)).toContain('Архивный бренд');
    await kit.db.updateTable('parts').set({ archived_at: new Date() }).where('id', '=', lone).execute();
    expect((await buyer.caller.catalog.brands()).map((b) => b.name)).not.toContain('Архивный бренд');
  });

  it('keeps the list through orders and price changes, and reads it again after a brand change', async () => {
    const first = await catalogBrands(kit.db);
    // An order takes stock (one UPDATE of parts); a price changes: the brands are the same.
    await buyer.caller.orders.create({
      deliveryMethod: 'pickup',
      paymentMethod: 'card',
      city: '',
      deliveryAddress: '',
      comments: '',
      idempotencyKey: `brands-${kind}-${Date.now()}`,
      items: [{ partId: main, quantity: 1 }],
    });
    await kit.db.updateTable('parts').set({ price: 21_000 }).where('id', '=', main).execute();
    expect(await catalogBrands(kit.db)).toBe(first);
    // A brand written anew is a new list.
    const lipai = await kit.db
      .selectFrom('parts')
      .select('id')
      .where('part_number', '=', 'BF-LP-1')
      .executeTakeFirstOrThrow();
    await kit.db.updateTable('parts').set({ brand: 'Lipai Moto' }).where('id', '=', lipai.id).execute();
    const renamed = await catalogBrands(kit.db);
    expect(renamed).not.toBe(first);
    expect(renamed.map((b) => b.name)).toContain('Lipai Moto');
    await kit.db.updateTable('parts').set({ brand: 'Lipai' }).where('id', '=', lipai.id).execute();
    expect((await catalogBrands(kit.db)).map((b) => b.name)).toContain('Lipai');
  });

  it('filters by brand with a text query and a category', async () => {
    expect(await partNumbers({ brand: 'Sheng-E' })).toEqual(['BF-SE-1', 'BF-SE-2', 'BF-SE-3']);
    expect(await partNumbers({ brand: 'Sheng-E', query: 'колодки' })).toEqual(['BF-SE-2', 'BF-SE-3']);
    expect(await partNumbers({ brand: 'Sheng-E', categoryId: 'brakes' })).toEqual(['BF-SE-2']);
    expect(await partNumbers({ brand: 'Lipai', query: 'колодки' })).toEqual([]);
    expect(await partNumbers({ brand: 'Нет такого' })).toEqual([]);
    // Without a brand the filter does nothing (the spec's default).
    expect((await partNumbers({ query: 'BF-' })).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses an over-long brand as a bad request, not a 500', async () => {
    await expect(buyer.caller.catalog.search({ brand: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('finds the part by a cross number and shows its analogues without archived ones', async () => {
    const inStock = await part('BF-AN-1', 'Lipai', { name: 'Ремень аналог' });
    const archived = await part('BF-AN-2', 'Lipai', { name: 'Ремень аналог архивный' });
    await kit.db
      .insertInto('part_analogues')
      .values([
        { part_id: main, analogue_id: inStock },
        { part_id: inStock, analogue_id: main },
        { part_id: main, analogue_id: archived },
        { part_id: archived, analogue_id: main },
      ])
      .execute();
    await kit.db
      .insertInto('part_cross_numbers')
      .values({ part_id: main, number: '23100-KZR-601' })
      .execute();
    await kit.db.updateTable('parts').set({ archived_at: new Date() }).where('id', '=', archived).execute();

    expect(await partNumbers({ query: '23100kzr601' })).toEqual(['BF-SE-1']);
    const product = await buyer.caller.catalog.product({ id: main });
    expect(product.crossNumbers).toEqual(['23100-KZR-601']);
    // The analogue's maker is named (issue 29.9: analogues are 'других производителей').
    expect(product.brand).toBe('Sheng-E');
    expect(product.analogues).toEqual([
      {
        id: inStock,
        name: 'Ремень аналог',
        partNumber: 'BF-AN-1',
        brand: 'Lipai',
        availability: 3,
        priceKopecks: 20_000,
      },
    ]);
    // The analogue's own page lists the part back.
    expect((await buyer.caller.catalog.product({ id: inStock })).analogues.map((a) => a.id)).toEqual([main]);
  });

  it('gives the brand list to signed-in buyers only', async () => {
    const visitor = await kit.callerFor(null);
    await expect(visitor.catalog.brands()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
