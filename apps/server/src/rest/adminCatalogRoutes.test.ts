// REST for back-office systems: parts in roubles and the price-list import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

describe('[REST][ADMIN][CATALOG] /api/admin/parts and /api/admin/price-list', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const auth: Record<'admin' | 'buyer', { authorization: string }> = {} as never;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    auth.admin = await t.bearer('admin');
    auth.buyer = await t.bearer();
  });
  afterAll(() => t.close());

  const buyerSearch = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify({ query }))}`,
      headers: auth.buyer,
    });
    return (res.json().result.data.items as Array<{ partNumber: string; priceKopecks: number }>) ?? [];
  };

  it('creates a part in roubles that the buyer finds at once by article and each cross number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: auth.admin,
      payload: {
        name: 'Карбюратор 139QMB',
        partNumber: 'CRB-139-01',
        brand: 'Sheng-E',
        category: 'engine',
        price: 1234.5,
        retailPrice: 1500,
        availability: 7,
        description: 'PD18J',
        crossNumbers: ['16100-GY6-A01', 'PD18J-01'],
      },
    });
    expect(res.statusCode).toBe(201);
    const part = res.json();
    expect(part).toMatchObject({ id: expect.any(Number), price: 1234.5, retailPrice: 1500, archived: false });
    for (const query of ['CRB-139-01', '16100-GY6-A01', 'pd18j01'])
      expect(
        (await buyerSearch(query)).map((p) => p.partNumber),
        query,
      ).toContain('CRB-139-01');

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/parts/${part.id}`,
      headers: auth.admin,
      payload: { price: '999,90' },
    });
    expect(put.json()).toMatchObject({
      price: 999.9,
      availability: 7,
      crossNumbers: ['16100-GY6-A01', 'PD18J-01'],
    });
    expect((await buyerSearch('CRB-139-01'))[0]?.priceKopecks).toBe(99_990);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/parts/${part.id}`,
      headers: auth.admin,
      payload: { price: 'дорого' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Цена/);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/parts?q=sheng-e',
      headers: auth.admin,
    });
    expect(listed.json().items.map((p: { partNumber: string }) => p.partNumber)).toEqual(['CRB-139-01']);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/parts/${part.id}`,
      headers: auth.admin,
      payload: { archived: true },
    });
    expect(await buyerSearch('CRB-139-01')).toEqual([]);
  });

  it('refuses a .jpg that is really HTML with a Russian 400', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: auth.admin,
      payload: { name: 'Фара', partNumber: 'HL-1', category: 'engine', price: 100 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/parts/${created.json().id}/photos?fileName=photo.jpg`,
      headers: { ...auth.admin, 'content-type': 'image/jpeg' },
      payload: Buffer.from('<html><body>not an image</body></html>'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Файл «photo.jpg» — не изображение JPEG, PNG или WebP');
  });

  it('previews a price list sent as a raw CSV, then applies it', async () => {
    const csv = 'Артикул;Название;Категория;Цена\nHL-1;Фара;engine;150\nHL-2;Фара задняя;engine;нет\n';
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/price-list/preview?fileName=prices.csv',
      headers: { ...auth.admin, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().counts).toMatchObject({ changed: 1, rejected: 1 });
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/price-list/apply',
      headers: auth.buyer,
      payload: { importId: preview.json().importId },
    });
    expect(forbidden.statusCode).toBe(403);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/admin/price-list/apply',
      headers: auth.admin,
      payload: { importId: preview.json().importId },
    });
    expect(applied.json().counts).toMatchObject({ changed: 1, rejected: 1 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/price-list/${preview.json().importId}/file`,
      headers: auth.admin,
    });
    expect(file.body).toBe(csv);
  });
});
