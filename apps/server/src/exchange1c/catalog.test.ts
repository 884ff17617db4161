// Issue 31: the catalogue from 1C. Groups and products keyed by 1C's Ид,
// linking by article, changes-only and full packages, archiving and return,
// offers' prices and the three stock shapes, both encodings, catalogues that
// fail changing nothing, and offers set a batch at a time.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heapFetchesOfCategoryCount } from '@shop/db/testing';
import { startExchangeServer, type ExchangeServer } from '../testing/exchange1cServer';
import { importXml, offersXml, type Encoding, type ProductFixture } from '../testing/commerceMl';

const groups = [{ id: 'g-eng', name: 'Двигатель', groups: [{ id: 'g-pist', name: 'Поршни' }] }];
const piston: ProductFixture = {
  id: 'p-1',
  article: 'PST-001',
  name: 'Поршень 39 мм',
  group: 'g-pist',
  brand: 'Sheng-E',
  description: 'Для 139QMB',
};
const ring: ProductFixture = { id: 'p-2', article: 'RNG-002', name: 'Кольца поршневые', group: 'g-pist' };
const gasket: ProductFixture = { id: 'p-3', article: 'GSK-003', name: 'Прокладка ГБЦ', group: 'g-eng' };

describe.runIf(process.env.TEST_DATABASE_URL)('[1C] catalogue import', () => {
  let s: ExchangeServer;
  beforeAll(async () => {
    s = await startExchangeServer();
  });
  afterAll(() => s.close());

  const exchange = (files: Array<[string, Buffer]>, piece?: number) => s.oneC().exchangeCatalog(files, piece);
  const part = (onecId: string) =>
    s.db
      .selectFrom('parts')
      .select([
        'id',
        'name',
        'part_number',
        'brand',
        'description',
        'category_id',
        'price',
        'retail_price',
        'availability',
        'archived_at',
      ])
      .where('onec_id', '=', onecId)
      .executeTakeFirst();
  const partCount = async () =>
    Number(
      (
        await s.db
          .selectFrom('parts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes categories of groups and parts of products, and a repeated exchange duplicates nothing', async () => {
    const file = importXml({ groups, products: [piston, ring, gasket] });
    expect((await exchange([['import.xml', file]], 700)).map((r) => r.lines[0])).toEqual(['success']);
    const before = await partCount();
    expect((await exchange([['import.xml', file]])).map((r) => r.lines[0])).toEqual(['success']);
    expect(await partCount()).toBe(before);
    const p = await part('p-1');
    expect(p).toMatchObject({
      name: 'Поршень 39 мм',
      part_number: 'PST-001',
      brand: 'Sheng-E',
      description: 'Для 139QMB',
      archived_at: null,
    });
    const category = await s.db
      .selectFrom('categories')
      .select('name')
      .where('id', '=', p!.category_id)
      .executeTakeFirst();
    expect(category?.name).toBe('Поршни');
  });

  it('renames a category when its group is renamed in 1C', async () => {
    const renamed = [{ id: 'g-eng', name: 'Двигатель и ГРМ', groups: [{ id: 'g-pist', name: 'Поршни' }] }];
    expect(
      (
        await exchange([
          ['import.xml', importXml({ groups: renamed, products: [gasket], changesOnly: true })],
        ])
      )[0]!.lines[0],
    ).toBe('success');
    const row = await s.db
      .selectFrom('categories')
      .select('name')
      .where('onec_id', '=', 'g-eng')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Двигатель и ГРМ');
  });

  it('links a part first made in the shop with the same article instead of doubling it', async () => {
    const made = await s.db
      .insertInto('parts')
      .values({
        name: 'Вариатор (магазин)',
        category_id: (await part('p-1'))!.category_id,
        part_number: 'VAR-100',
        brand: '',
        price: 150000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const variator = { id: 'p-var', article: 'var 100', name: 'Вариатор в сборе', group: 'g-eng' };
    await exchange([['import.xml', importXml({ groups, products: [variator], changesOnly: true })]]);
    const linked = await part('p-var');
    expect(linked?.id).toBe(made.id);
    expect(linked?.name).toBe('Вариатор в сборе');
    expect(linked?.price).toBe(150000);
  });

  it('changes-only touches the listed products; a full catalogue archives the absent ones, and they come back', async () => {
    await exchange([
      ['import.xml', importXml({ groups, products: [{ ...ring, name: 'Кольца 39 мм' }], changesOnly: true })],
    ]);
    expect((await part('p-1'))!.archived_at).toBeNull();
    expect((await part('p-2'))!.name).toBe('Кольца 39 мм');
    const [full] = await exchange([['import.xml', importXml({ groups, products: [piston, ring] })]]);
    expect(full!.lines[0]).toBe('success');
    expect((await part('p-3'))!.archived_at).not.toBeNull();
    expect((await part('p-var'))!.archived_at).not.toBeNull();
    expect((await part('p-1'))!.archived_at).toBeNull();
    const log = await s.db
      .selectFrom('exchange_1c_exchanges')
      .select(['created', 'updated', 'archived'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ created: 0, updated: 2, archived: 2 });
    await exchange([['import.xml', importXml({ groups, products: [gasket], changesOnly: true })]]);
    expect((await part('p-3'))!.archived_at).toBeNull();
  });

  it('archives a product marked Удален, and never deletes it', async () => {
    await exchange([
      ['import.xml', importXml({ groups, products: [{ ...ring, deleted: true }], changesOnly: true })],
    ]);
    expect((await part('p-2'))!.archived_at).not.toBeNull();
  });

  it('a broken or cut-off file, or a product of an unknown group, answers failure and changes nothing', async () => {
    const before = await part('p-1');
    const good = importXml({
      groups,
      products: [
        { ...piston, name: 'Поршень ИЗМЕНЁН' },
        { id: 'p-new', article: 'NEW-1', name: 'Новый', group: 'g-eng' },
      ],
    });
    const cut = good.subarray(0, good.byteLength - 60);
    const [broken] = await exchange([['import.xml', cut]]);
    expect(broken!.lines[0]).toBe('failure');
    expect(broken!.lines[1]).toMatch(/import\.xml/);
    const unknown = importXml({
      groups,
      products: [
        { ...piston, name: 'Поршень ИЗМЕНЁН' },
        { id: 'p-x', article: 'X-1', name: 'Чужой', group: 'g-none' },
      ],
    });
    const [refused] = await exchange([['import.xml', unknown]]);
    expect(refused!.lines).toContain('Товар «Чужой» (p-x) относится к неизвестной группе g-none');
    expect(await part('p-1')).toEqual(before);
    expect(await part('p-new')).toBeUndefined();
  });

  it.each<Encoding>(['utf-8', 'windows-1251'])('reads %s as its declaration says', async (encoding) => {
    const name = `Крышка вариатора ${encoding}`;
    await exchange([
      [
        'import.xml',
        importXml(
          {
            groups,
            products: [{ id: `p-${encoding}`, article: `ENC-${encoding}`, name, group: 'g-eng' }],
            changesOnly: true,
          },
          encoding,
        ),
      ],
    ]);
    await exchange([
      [
        'offers.xml',
        offersXml(
          {
            offers: [
              {
                id: `p-${encoding}`,
                name: 'Ёмкость (черный)',
                prices: { Оптовая: '1 234,50' },
                stock: { quantity: 7 },
              },
            ],
          },
          encoding,
        ),
      ],
    ]);
    expect(await part(`p-${encoding}`)).toMatchObject({ name, price: 123450, availability: 7 });
  });

  it('offers set the wholesale and retail prices and stock from each of the three shapes, and rename nothing', async () => {
    const offers = offersXml({
      offers: [
        {
          id: 'p-1',
          name: 'Поршень (черный)',
          prices: { Оптовая: 1500.5, Розничная: 2100, Закупочная: 900 },
          stock: { quantity: '12.000' },
        },
        { id: 'p-2', prices: { Оптовая: 300 }, stock: { warehouses: [3, 4] } },
        { id: 'p-3', stock: { rests: [5, 6] } },
        { id: 'p-var', stock: { rests: [2, 1], nested: false } },
      ],
    });
    expect((await exchange([['offers0_1.xml', offers]]))[0]!.lines[0]).toBe('success');
    expect(await part('p-1')).toMatchObject({
      name: 'Поршень 39 мм',
      price: 150050,
      retail_price: 210000,
      availability: 12,
    });
    expect(await part('p-2')).toMatchObject({ price: 30000, availability: 7 });
    expect(await part('p-3')).toMatchObject({ availability: 11 });
    expect(await part('p-var')).toMatchObject({ availability: 3, price: 150000 });
    const rests = offersXml({ offers: [{ id: 'p-1', stock: { quantity: 0 } }], priceTypes: false });
    await exchange([['rests_1.xml', rests]]);
    expect(await part('p-1')).toMatchObject({ price: 150050, availability: 0 });
  });

  it('sets offers a batch at a time: a file broken part-way keeps what it set before the break, and sent again sets the rest', async () => {
    const products = Array.from({ length: 3000 }, (_, i) => ({
      id: `bulk-${i}`,
      article: `BULK-${i}`,
      name: `Сальник ${i}`,
      group: 'g-eng',
    }));
    await exchange([['import.xml', importXml({ groups, products, changesOnly: true })]]);
    const offers = offersXml({
      offers: products.map((p, i) => ({ id: p.id, prices: { Оптовая: 100 + i }, stock: { quantity: 5 } })),
    });
    // Cut in the middle of an offer two thirds of the way in.
    const [broken] = await exchange([
      ['offers.xml', offers.subarray(0, Math.floor((offers.byteLength * 2) / 3))],
    ]);
    expect(broken!.lines[0]).toBe('failure');
    expect(await part('bulk-0')).toMatchObject({ price: 10_000, availability: 5 });
    expect(await part('bulk-2999')).toMatchObject({ price: 0, availability: 0 });
    expect((await exchange([['offers.xml', offers]]))[0]!.lines[0]).toBe('success');
    expect(await part('bulk-2999')).toMatchObject({ price: 309_900, availability: 5 });
    // Vacuumed after the file: a category's count reads its index alone.
    const { category_id } = (await part('bulk-0'))!;
    expect(await heapFetchesOfCategoryCount(s.db, category_id)).toBe(0);
  });

  it('takes the price type names from the shop settings', async () => {
    const row = await s.db.selectFrom('shop_settings').select('value').executeTakeFirstOrThrow();
    const value = { ...(row.value as object), exchange1cWholesalePriceType: 'Закупочная' };
    await s.db
      .updateTable('shop_settings')
      .set({ value: JSON.stringify(value) })
      .execute();
    await exchange([
      ['prices.xml', offersXml({ offers: [{ id: 'p-1', prices: { Оптовая: 1, Закупочная: 777 } }] })],
    ]);
    expect((await part('p-1'))!.price).toBe(77700);
    await s.db
      .updateTable('shop_settings')
      .set({ value: JSON.stringify(row.value) })
      .execute();
  });

  it('makes the pictures sent in import_files the photos of the part, as an admin upload makes them', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const withPicture = {
      ...gasket,
      pictures: ['import_files/ab/gasket.jpg', 'import_files/ab/missing.jpg'],
    };
    const replies = await exchange(
      [
        ['import_files/ab/gasket.jpg', jpeg],
        ['import.xml', importXml({ groups, products: [withPicture], changesOnly: true })],
      ],
      5000,
    );
    expect(replies.map((r) => r.lines[0])).toEqual(['success']);
    const photos = await s.db
      .selectFrom('part_images')
      .select(['url', 'file_key'])
      .where('part_id', '=', (await part('p-3'))!.id)
      .execute();
    expect(photos).toHaveLength(1);
    expect(photos[0]!.url).toBe(`/media/parts/${photos[0]!.file_key}-960.webp`);
    expect(await s.deps.files.get(`photos/${photos[0]!.file_key}-160.webp`)).not.toBeNull();
  });
});
