// The admin's part procedures: create, update (inline price), archive, the
// audit log, and that a buyer reaches none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';

type Session = Awaited<ReturnType<ApiTestKit['signIn']>>;

describe.each(testDbKinds())('[ADMIN][CATALOG] parts on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Session;
  let buyer: Session;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin', { firstName: 'Ольга' });
    buyer = await kit.signIn('user');
  });
  afterAll(() => kit.close());

  const newPart = (partNumber: string, extra: Record<string, unknown> = {}) =>
    admin.caller.admin.catalog.create({
      name: 'Вариатор передний в сборе',
      partNumber,
      brand: 'Sheng-E',
      categoryId: 'engine',
      priceKopecks: 250_000,
      retailPriceKopecks: 300_000,
      availability: 4,
      description: 'Для скутеров 139QMB',
      crossNumbers: ['22100-GY6-000', 'OEM.7788'],
      ...extra,
    });
  const buyerFinds = async (query: string) =>
    (await buyer.caller.catalog.search({ query })).items.map((p) => p.partNumber);

  it('creates a part the buyer finds at once by its article and by each cross number', async () => {
    const part = await newPart('VAR-139-01');
    expect(part).toMatchObject({
      partNumber: 'VAR-139-01',
      priceKopecks: 250_000,
      crossNumbers: ['22100-GY6-000', 'OEM.7788'],
      archived: false,
    });
    for (const query of ['VAR-139-01', 'var13901', '22100-GY6-000', '22100gy6000', 'oem7788'])
      expect(await buyerFinds(query), query).toContain('VAR-139-01');
  });

  it('refuses an article that another part has after normalisation, naming that part', async () => {
    await expect(newPart('var 139 01')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Артикул VAR-139-01 уже есть у товара «Вариатор передний в сборе» \(id \d+\)$/,
      ),
    });
    await expect(newPart('VAR-139-99', { categoryId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Неизвестная категория «nope»',
    });
    await expect(newPart('VAR-139-98', { priceKopecks: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('edits the price inline, and the audit log says who changed what from what to what', async () => {
    const part = await newPart('VAR-139-02');
    const updated = await admin.caller.admin.catalog.update({
      id: part.id,
      patch: { priceKopecks: 199_900 },
    });
    expect(updated.priceKopecks).toBe(199_900);
    const [seen] = (await buyer.caller.catalog.search({ query: 'VAR-139-02' })).items;
    expect(seen?.priceKopecks).toBe(199_900);

    const { history } = await admin.caller.admin.catalog.part({ id: part.id });
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      actorName: 'Ольга Петров',
      actorEmail: admin.email,
      before: { priceKopecks: 250_000 },
      after: { priceKopecks: 199_900 },
    });
    // Nothing else changed, so nothing else is logged.
    await admin.caller.admin.catalog.update({ id: part.id, patch: { priceKopecks: 199_900 } });
    expect((await admin.caller.admin.catalog.part({ id: part.id })).history).toHaveLength(2);
  });

  it('archives a part: gone for the buyer, listed for the admin, logged, and restorable', async () => {
    const part = await newPart('VAR-139-03');
    await admin.caller.admin.catalog.update({ id: part.id, patch: { archived: true } });
    expect(await buyerFinds('VAR-139-03')).toEqual([]);
    const hidden = await admin.caller.admin.catalog.list({ query: 'VAR-139-03' });
    expect(hidden.items).toEqual([]);
    const archived = await admin.caller.admin.catalog.list({ query: 'VAR-139-03', archived: 'only' });
    expect(archived.items.map((p) => [p.partNumber, p.archived])).toEqual([['VAR-139-03', true]]);
    const { history } = await admin.caller.admin.catalog.part({ id: part.id });
    expect(history[0]).toMatchObject({
      action: 'archive',
      before: { archived: false },
      after: { archived: true },
    });

    await admin.caller.admin.catalog.update({ id: part.id, patch: { archived: false } });
    expect(await buyerFinds('VAR-139-03')).toEqual(['VAR-139-03']);
  });

  it("lists with the admin's filters: brand, stock, no photo", async () => {
    await newPart('VAR-139-04', { availability: 0, brand: 'Lipai' });
    const list = (input: Parameters<typeof admin.caller.admin.catalog.list>[0]) =>
      admin.caller.admin.catalog.list(input).then((r) => r.items.map((p) => p.partNumber));
    expect(await list({ brand: 'LIPAI', stock: 'out' })).toEqual(['VAR-139-04']);
    expect(await list({ query: 'VAR-139', stock: 'low', noPhoto: true })).toContain('VAR-139-01');
    expect(await list({ query: 'VAR-139', stock: 'low' })).not.toContain('VAR-139-04');
  });

  it('links analogues both ways', async () => {
    const a = await newPart('VAR-139-05', { crossNumbers: [] });
    const b = await newPart('VAR-139-06', { crossNumbers: [], analogueArticles: ['var-139-05'] });
    expect(b.analogueArticles).toEqual(['VAR-139-05']);
    const product = await buyer.caller.catalog.product({ id: a.id });
    expect(product.analogues.map((x) => x.partNumber)).toContain('VAR-139-06');
    await expect(newPart('VAR-139-07', { analogueArticles: ['NO-SUCH'] })).rejects.toMatchObject({
      message: 'Аналог с артикулом NO-SUCH не найден',
    });
  });

  it('manages categories: create, rename, reorder, archive (hidden from buyers)', async () => {
    await admin.caller.admin.catalog.createCategory({ categoryId: 'tuning', name: 'Тюнинг' });
    await admin.caller.admin.catalog.updateCategory({ categoryId: 'tuning', name: 'Тюнинг и стайлинг' });
    const order = await admin.caller.admin.catalog.reorderCategories({ categoryIds: ['tuning', 'engine'] });
    expect(order.map((c) => [c.id, c.name])).toEqual([
      ['tuning', 'Тюнинг и стайлинг'],
      ['engine', 'Двигатель'],
    ]);
    await admin.caller.admin.catalog.updateCategory({ categoryId: 'tuning', archived: true });
    const { categories } = await buyer.caller.catalog.overview();
    expect(categories.map((c) => c.id)).toEqual(['engine']);
  });

  it('lets no buyer reach any of it', async () => {
    const part = await newPart('VAR-139-08');
    const calls = [
      () => buyer.caller.admin.catalog.list({}),
      () => buyer.caller.admin.catalog.part({ id: part.id }),
      () => buyer.caller.admin.catalog.update({ id: part.id, patch: { priceKopecks: 1 } }),
      () => buyer.caller.admin.catalog.categories(),
      () => buyer.caller.admin.catalog.createCategory({ categoryId: 'x', name: 'X' }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const visitor = await kit.callerFor(null);
    await expect(visitor.admin.catalog.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await admin.caller.admin.catalog.part({ id: part.id })).priceKopecks).toBe(250_000);
  });
});
