import type { DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '../auth/ensureUser';
import { createLucia } from '../auth/lucia';
import { createContextInner, type AppDeps } from '../context';
import { createCaller } from '../root';
import { createTemporaryFileStore } from '@shop/storage/testing';

const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const PARTS = [
  {
    name: 'Прокладка головки цилиндра',
    part_number: '5ML-E4450-00',
    category_id: 'engine',
    availability: 3,
    image: true,
  },
  {
    name: 'Прокладка крышки вариатора',
    part_number: '5ML-E5451-00',
    category_id: 'engine',
    availability: 0,
    image: false,
  },
  {
    name: 'Аккумулятор гелевый 12V',
    part_number: 'YTX4L-BS',
    category_id: 'batteries',
    availability: 9,
    image: false,
  },
  {
    name: 'Колодки тормозные передние',
    part_number: 'BRK.100/20',
    category_id: 'brakes',
    availability: 5,
    image: true,
  },
  {
    name: 'Поршень в сборе Ёмкий',
    part_number: '3KJ-11631-00',
    category_id: 'engine',
    availability: 1,
    image: true,
  },
] as const;

describe.each(testDbKinds())('[BUYER][CATALOG] catalog.search on %s', (kind) => {
  let handle: DbHandle;
  let deps: AppDeps;
  const ids = new Map<string, number>();
  let buyer: ReturnType<typeof createCaller>;
  const search = (input: Parameters<typeof buyer.catalog.search>[0]) => buyer.catalog.search(input);
  const articles = async (input: Parameters<typeof buyer.catalog.search>[0]) =>
    (await search(input)).items.map((p) => p.partNumber);

  beforeAll(async () => {
    handle = await createTestDb(kind);
    const { db } = handle;
    deps = {
      db,
      lucia: createLucia(db, { secureCookies: false }),
      config: {
        publicUrl: 'http://localhost:3000',
        mailFrom: 'shop@test.local',
        adminNotifyEmail: 'm@test.local',
      },
      files: createTemporaryFileStore(),
    };
    const categories = ['engine', 'batteries', 'brakes'].map((id, i) => ({ id, name: id, sort_order: i }));
    await db.insertInto('categories').values(categories).execute();
    for (const [i, part] of PARTS.entries()) {
      // The last part is new by creation, the fourth new by update; the rest are old.
      const created = i === 4 ? daysAgo(2) : daysAgo(100);
      const updated = i === 3 ? daysAgo(1) : created;
      const row = await db
        .insertInto('parts')
        .values({
          name: part.name,
          part_number: part.part_number,
          category_id: part.category_id,
          availability: part.availability,
          brand: 'Yamaha',
          price: 150_000,
          retail_price: null,
          description: i === 2 ? 'Необслуживаемый, не боится наклона' : '',
          created_at: created,
          updated_at: updated,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(part.part_number, row.id);
      if (part.image)
        await db.insertInto('part_images').values({ part_id: row.id, url: '/x.svg', position: 1 }).execute();
    }
    const userId = await ensureActiveUser(db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Иван',
      lastName: 'Петров',
    });
    const session = await deps.lucia.createSession(userId, {});
    buyer = createCaller(await createContextInner(deps, { sessionToken: session.id }));
  });
  afterAll(() => handle?.close());

  it('refuses visitors: wholesale prices are for signed-in buyers', async () => {
    const visitor = createCaller(await createContextInner(deps, {}));
    await expect(visitor.catalog.search({ query: '' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds an article however it is typed, exact match first', async () => {
    for (const typed of ['5ML-E4450-00', '5ml e4450 00', '5MLE445000', '5ml.e4450/00']) {
      expect((await articles({ query: typed }))[0]).toBe('5ML-E4450-00');
    }
    expect(await articles({ query: 'brk100' })).toEqual(['BRK.100/20']);
  });

  it('finds a word of one or two letters or digits at the start of a word, three anywhere', async () => {
    // 'e4' starts a word after the dash of 5ML-E4450-00; '45' starts none.
    expect(await articles({ query: 'e4' })).toEqual(['5ML-E4450-00']);
    expect(await articles({ query: '45' })).toEqual([]);
    expect(await articles({ query: '445' })).toEqual(['5ML-E4450-00']);
    // '12' starts '12V'.
    expect(await articles({ query: '12' })).toEqual(['YTX4L-BS']);
    expect(await articles({ query: 'по 3kj' })).toEqual(['3KJ-11631-00']);
    // Signs alone are not looked for; inside a word they are.
    expect(await articles({ query: '--' })).toEqual([]);
    expect(await articles({ query: '№ ytx4l' })).toEqual(['YTX4L-BS']);
  });

  it('keeps the exact article first across pages, without repeating it', async () => {
    // A second part whose article contains the first one's: both match, one exactly.
    const extra = await handle.db
      .insertInto('parts')
      .values({
        name: 'Прокладка',
        part_number: '5ML-E4450-001',
        category_id: 'engine',
        availability: 900,
        brand: 'Yamaha',
        price: 1,
        retail_price: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const page1 = await buyer.catalog.search({ query: '5ML-E4450-00', pageSize: 1, page: 1 });
      const page2 = await buyer.catalog.search({ query: '5ML-E4450-00', pageSize: 1, page: 2 });
      expect(page1.items.map((p) => p.partNumber)).toEqual(['5ML-E4450-00']);
      expect(page2.items.map((p) => p.partNumber)).toEqual(['5ML-E4450-001']);
      expect(page1.total).toBe(2);
      expect((await buyer.catalog.search({ query: '5ML-E4450-00', pageSize: 1, page: 3 })).items).toEqual([]);
    } finally {
      await handle.db.deleteFrom('parts').where('id', '=', extra.id).execute();
    }
  });

  it('finds a fragment with punctuation in a name or description as typed, not with other punctuation', async () => {
    // Such fragments are first looked up without their punctuation among the
    // punctuated runs of the text (migration 0034): "Втулка MP/50" is such a
    // candidate for "mp-50" but no match; "Кольцо MP 50" is none. An article
    // or a text without the punctuation is found through its key.
    const extra = await handle.db
      .insertInto('parts')
      .values(
        [
          { name: 'Сальник вала ТК-32/47', part_number: 'SL-1', description: '' },
          { name: 'Масло', part_number: 'OIL-1', description: 'Для двигателей MP-50 и MP-70.' },
          { name: 'Втулка MP/50', part_number: 'VT-1', description: '' },
          { name: 'Кольцо MP 50', part_number: 'KL-1', description: 'Не MP-5, не MP-05' },
          { name: 'Шайба', part_number: 'MP50', description: '' },
          { name: 'Шплинт для mp50', part_number: 'SH-1', description: '' },
        ].map((part) => ({ ...part, category_id: 'engine', availability: 1, brand: 'Yamaha', price: 1 })),
      )
      .returning('id')
      .execute();
    try {
      expect(await articles({ query: 'тк-32/4' })).toEqual(['SL-1']);
      expect(await articles({ query: 'nr-32/47' })).toEqual(['SL-1']);
      expect((await articles({ query: 'MP-50' })).sort()).toEqual(['MP50', 'OIL-1', 'SH-1']);
      expect(await articles({ query: 'mp-70.' })).toEqual(['OIL-1']);
      expect((await articles({ query: 'mp/50' })).sort()).toEqual(['MP50', 'SH-1', 'VT-1']);
      expect((await articles({ query: 'mp50' })).sort()).toEqual(['MP50', 'SH-1']);
      expect(await articles({ query: '5ml-e4450' })).toEqual(['5ML-E4450-00']);
    } finally {
      await handle.db
        .deleteFrom('parts')
        .where(
          'id',
          'in',
          extra.map((row) => row.id),
        )
        .execute();
    }
  });

  it('matches words in any order, needs all of them, folds ё and reads the wrong layout', async () => {
    expect(await articles({ query: 'цилиндра прокладка' })).toEqual(['5ML-E4450-00']);
    expect(await articles({ query: 'прокладка аккумулятор' })).toEqual([]);
    expect(await articles({ query: 'емкий' })).toEqual(['3KJ-11631-00']);
    expect((await articles({ query: 'ghjrkflrf' })).sort()).toEqual(['5ML-E4450-00', '5ML-E5451-00']);
    expect(await articles({ query: 'НАКЛОНА' })).toEqual(['YTX4L-BS']);
  });

  it('sorts home by image and stock, /catalog by stock', async () => {
    expect(await articles({ query: '', sort: 'home' })).toEqual([
      'BRK.100/20',
      '5ML-E4450-00',
      '3KJ-11631-00',
      'YTX4L-BS',
      '5ML-E5451-00',
    ]);
    expect(await articles({ query: '', sort: 'catalog' })).toEqual([
      'YTX4L-BS',
      'BRK.100/20',
      '5ML-E4450-00',
      '3KJ-11631-00',
      '5ML-E5451-00',
    ]);
  });

  it('filters by category, lets new-only win, and pages with a total', async () => {
    expect((await articles({ query: '', categoryId: 'engine' })).length).toBe(3);
    const fresh = await articles({ query: '', categoryId: 'batteries', newOnly: true });
    expect(fresh.sort()).toEqual(['3KJ-11631-00', 'BRK.100/20']);
    const second = await search({ query: '', sort: 'catalog', page: 2, pageSize: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((p) => p.partNumber)).toEqual(['5ML-E4450-00', '3KJ-11631-00']);
  });

  it('counts new-only as the recent changes and the marked parts, once each, archived left out', async () => {
    const newOnly = async () => {
      const page = await search({ query: '', newOnly: true });
      return { total: page.total, shown: page.items.length };
    };
    expect(await newOnly()).toEqual({ total: 2, shown: 2 });
    const marked = ['YTX4L-BS', 'BRK.100/20']; // an old part and one new by update
    await handle.db
      .updateTable('parts')
      .set({ marked_new: true })
      .where('part_number', 'in', marked)
      .execute();
    expect(await newOnly()).toEqual({ total: 3, shown: 3 });
    await handle.db
      .updateTable('parts')
      .set({ archived_at: NOW })
      .where('part_number', '=', 'YTX4L-BS')
      .execute();
    expect(await newOnly()).toEqual({ total: 2, shown: 2 });
    await handle.db
      .updateTable('parts')
      .set({ marked_new: false, archived_at: null })
      .where('part_number', 'in', marked)
      .execute();
  });

  it('sends money as integer kopecks and the images in order', async () => {
    const [first] = (await search({ query: '5ML-E4450-00' })).items;
    expect(first).toMatchObject({ priceKopecks: 150_000, retailPriceKopecks: null, images: ['/x.svg'] });
  });

  it('rejects bad input with a Russian message instead of a server error', async () => {
    await expect(search({ query: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(search({ query: '', page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await articles({ query: '%' })).toEqual([]);
    expect(await articles({ query: '_' })).toEqual([]);
  });

  it('shows a product to a visitor without any price', async () => {
    const visitor = createCaller(await createContextInner(deps, {}));
    const product = await visitor.catalog.product({ id: ids.get('YTX4L-BS')! });
    expect(product).toMatchObject({
      name: 'Аккумулятор гелевый 12V',
      priceKopecks: null,
      pricesVisible: false,
    });
    expect((await buyer.catalog.product({ id: ids.get('YTX4L-BS')! })).priceKopecks).toBe(150_000);
    await expect(visitor.catalog.product({ id: 999_999 })).rejects.toMatchObject({
      message: 'Товар не найден',
    });
  });
});
