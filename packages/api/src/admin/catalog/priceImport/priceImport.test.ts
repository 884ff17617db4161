// The price-list import: a preview that changes nothing, an apply that
// changes everything or (failing in its first batch) nothing, and its
// history (applyInBatches.test.ts: a long list failing later).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../../testing/apiTestKit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { applyImport } from './service';

type Session = Awaited<ReturnType<ApiTestKit['signIn']>>;
const csv = (lines: string[]) => Buffer.from(lines.join('\n'), 'utf8').toString('base64');

describe.each(testDbKinds())('[ADMIN][CATALOG] price-list import on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Session;
  let buyer: Session;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin');
    buyer = await kit.signIn('user');
    await kit.db
      .insertInto('parts')
      .values([
        {
          name: 'Ремень вариатора',
          part_number: 'IMP-1',
          brand: 'Lipai',
          category_id: 'engine',
          price: 50_000,
          availability: 3,
        },
        {
          name: 'Ролики вариатора',
          part_number: 'IMP-2',
          brand: 'Lipai',
          category_id: 'engine',
          price: 30_000,
          availability: 8,
        },
        {
          name: 'Сцепление',
          part_number: 'IMP-OLD',
          brand: 'Lipai',
          category_id: 'engine',
          price: 90_000,
          availability: 1,
        },
      ])
      .execute();
  });
  afterAll(() => kit.close());

  const file = csv([
    'Артикул;Название;Категория;Цена;Наличие;Кроссы',
    'IMP-1;Ремень вариатора;engine;555,50;10;"23100-GY6-903; 23100GY6904"',
    'imp 2;Ролики вариатора;Двигатель;300;8;',
    'IMP-NEW;Фильтр воздушный;engine;120;4;17210-GY6-000',
    'IMP-BAD;Фильтр масляный;engine;дёшево;1;',
  ]);
  const price = async (article: string) =>
    (await buyer.caller.catalog.search({ query: article })).items.find((p) => p.partNumber === article)
      ?.priceKopecks;

  it('previews new, changed, unchanged and rejected rows without changing anything', async () => {
    const preview = await admin.caller.admin.catalog.importPreview({
      fileName: 'prices.csv',
      contentBase64: file,
      archiveMissing: true,
    });
    expect(preview.counts).toEqual({ created: 1, changed: 1, unchanged: 1, rejected: 1, archived: 1 });
    expect(preview.changed).toEqual([
      {
        row: 2,
        article: 'IMP-1',
        name: 'Ремень вариатора',
        before: { priceKopecks: 50_000, availability: 3 },
        after: { priceKopecks: 55_550, availability: 10 },
      },
    ]);
    expect(preview.rejected).toEqual([
      { row: 5, article: 'IMP-BAD', reason: 'Цена: «дёшево» — не цена в рублях' },
    ]);
    expect(preview.created.map((r) => r.article)).toEqual(['IMP-NEW']);
    expect(await price('IMP-1')).toBe(50_000);
    expect(await price('IMP-NEW')).toBeUndefined();
  });

  it('leaves everything as it was when applying fails in its first batch', async () => {
    const { importId } = await admin.caller.admin.catalog.importPreview({
      fileName: 'prices.csv',
      contentBase64: file,
      archiveMissing: true,
    });
    await expect(
      applyImport(kit.db, kit.deps.files, admin.userId, importId, {
        beforeCommit: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await price('IMP-1')).toBe(50_000);
    expect(await price('IMP-NEW')).toBeUndefined();
    expect(await price('IMP-OLD')).toBe(90_000);
    expect(await buyer.caller.catalog.search({ query: '23100-GY6-903' })).toMatchObject({ total: 0 });
    const history = await admin.caller.admin.catalog.imports();
    expect(history.find((h) => h.id === importId)?.status).toBe('preview');
  });

  it('applies the valid rows in one go: prices, stock, new parts, cross numbers, archive; history records it', async () => {
    const { importId } = await admin.caller.admin.catalog.importPreview({
      fileName: 'prices.csv',
      contentBase64: file,
      archiveMissing: true,
    });
    const applied = await admin.caller.admin.catalog.importApply({ importId });
    expect(applied.counts).toEqual({ created: 1, changed: 1, unchanged: 1, rejected: 1, archived: 1 });
    expect(await price('IMP-1')).toBe(55_550);
    expect(await price('IMP-NEW')).toBe(12_000);
    expect(await price('IMP-OLD')).toBeUndefined();
    for (const cross of ['23100-GY6-903', '23100gy6904'])
      expect((await buyer.caller.catalog.search({ query: cross })).items.map((p) => p.partNumber)).toEqual([
        'IMP-1',
      ]);
    expect((await buyer.caller.catalog.search({ query: '17210-GY6-000' })).items[0]?.partNumber).toBe(
      'IMP-NEW',
    );

    const [last] = await admin.caller.admin.catalog.imports();
    expect(last).toMatchObject({
      id: importId,
      fileName: 'prices.csv',
      status: 'applied',
      actorName: 'Иван Петров',
      counts: { created: 1, changed: 1, rejected: 1 },
    });
    const download = await admin.caller.admin.catalog.importFile({ importId });
    expect(download.contentBase64).toBe(file);
    await expect(admin.caller.admin.catalog.importApply({ importId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Этот импорт уже применён',
    });
    const partId = (await buyer.caller.catalog.search({ query: 'IMP-1' })).items[0]!.id;
    const { history } = await admin.caller.admin.catalog.part({ id: partId });
    expect(history[0]).toMatchObject({ action: 'import', before: { priceKopecks: 50_000 } });
  });

  it('says in Russian which required columns the file lacks, and lets the admin map them', async () => {
    const odd = csv(['Код;Наименование товара;Раздел;Стоимость', 'IMP-2;Ролики;engine;310']);
    await expect(
      admin.caller.admin.catalog.importPreview({ fileName: 'odd.csv', contentBase64: odd }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Артикул') });
    const mapped = await admin.caller.admin.catalog.importPreview({
      fileName: 'odd.csv',
      contentBase64: odd,
      mapping: { article: 0, name: 1, category: 2, price: 3 },
    });
    expect(mapped.counts.changed).toBe(1);
    // Remembered for the next file with the same headers.
    const again = await admin.caller.admin.catalog.importPreview({ fileName: 'odd.csv', contentBase64: odd });
    expect(again.mapping).toMatchObject({ article: 0, name: 1, category: 2, price: 3 });
  });

  it('is for admins only', async () => {
    await expect(
      buyer.caller.admin.catalog.importPreview({ fileName: 'x.csv', contentBase64: file }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(buyer.caller.admin.catalog.imports()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('writes each imported part once, its cross numbers with it (no second rewrite of the row)', async () => {
    const crosses = csv([
      'Артикул;Название;Категория;Цена;Наличие;Кроссы',
      'ONCE-1;Вариатор в сборе;engine;900;3;"ONCE-X1; ONCE-X2"',
      'ONCE-2;Ролики вариатора;engine;200;7;ONCE-X3',
    ]);
    const first = await admin.caller.admin.catalog.importPreview({
      fileName: 'once.csv',
      contentBase64: crosses,
    });
    // The backend's counters also hold earlier, not yet reported transactions: count the difference.
    const rowWrites = async (trx: Kysely<Database>) => {
      const { rows } = await sql<{ inserted: string; updated: string }>`
        select pg_stat_get_xact_tuples_inserted('parts'::regclass) as inserted,
          pg_stat_get_xact_tuples_updated('parts'::regclass) as updated`.execute(trx);
      return { inserted: Number(rows[0]!.inserted), updated: Number(rows[0]!.updated) };
    };
    const writesDuring = async (importId: number) => {
      let start = { inserted: 0, updated: 0 };
      let written = { inserted: -1, updated: -1 };
      await applyImport(kit.db, kit.deps.files, admin.userId, importId, {
        afterBegin: async (trx) => {
          start = await rowWrites(trx);
        },
        beforeCommit: async (trx) => {
          const end = await rowWrites(trx);
          written = { inserted: end.inserted - start.inserted, updated: end.updated - start.updated };
        },
      });
      return written;
    };
    const written = await writesDuring(first.importId);
    expect(written).toEqual({ inserted: 2, updated: 0 });
    const mirrored = await kit.db
      .selectFrom('parts')
      .select(['part_number', 'cross_text'])
      .where('part_number', 'in', ['ONCE-1', 'ONCE-2'])
      .orderBy('part_number')
      .execute();
    expect(mirrored).toEqual([
      { part_number: 'ONCE-1', cross_text: 'ONCE-X1\nONCE-X2' },
      { part_number: 'ONCE-2', cross_text: 'ONCE-X3' },
    ]);
    // A changed list: the row is rewritten once, the numbers replaced.
    const second = await admin.caller.admin.catalog.importPreview({
      fileName: 'once.csv',
      contentBase64: csv([
        'Артикул;Название;Категория;Цена;Наличие;Кроссы',
        'ONCE-1;Вариатор в сборе;engine;900;3;ONCE-X9',
      ]),
    });
    expect(await writesDuring(second.importId)).toEqual({ inserted: 0, updated: 1 });
    expect((await buyer.caller.catalog.search({ query: 'ONCE-X9' })).items.map((p) => p.partNumber)).toEqual([
      'ONCE-1',
    ]);
    expect(await buyer.caller.catalog.search({ query: 'ONCE-X1' })).toMatchObject({ total: 0 });
  });
});

describe.each(testDbKinds())('[ADMIN][CATALOG] a price list longer than one statement on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
  });
  afterAll(() => kit.close());

  it('creates and then updates every row of a 4 001-row list, each with its cross number', async () => {
    const admin = await kit.signIn('admin');
    const rows = (price: number) =>
      Array.from({ length: 4_001 }, (_, i) => `LONG-${i};Деталь ${i};engine;${price};${i % 7};LX-${i}`);
    const importAll = async (price: number) => {
      const preview = await admin.caller.admin.catalog.importPreview({
        fileName: 'long.csv',
        contentBase64: csv(['Артикул;Название;Категория;Цена;Наличие;Кроссы', ...rows(price)]),
      });
      return admin.caller.admin.catalog.importApply({ importId: preview.importId });
    };
    expect((await importAll(10)).counts).toMatchObject({ created: 4_001, changed: 0 });
    const stored = async () =>
      kit.db
        .selectFrom('parts')
        .select([
          sql<number>`count(*)::int`.as('parts'),
          sql<number>`count(*) filter (where cross_text = 'LX-' || substr(part_number, 6))::int`.as(
            'mirrored',
          ),
          sql<number>`min(price)::int`.as('low'),
          sql<number>`max(price)::int`.as('high'),
        ])
        .where('part_number', 'like', 'LONG-%')
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ parts: 4_001, mirrored: 4_001, low: 1000, high: 1000 });
    expect((await importAll(20)).counts).toMatchObject({ created: 0, changed: 4_001 });
    expect(await stored()).toEqual({ parts: 4_001, mirrored: 4_001, low: 2000, high: 2000 });
    const audited = await kit.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('entity', '=', 'part')
      .where('action', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(audited.n).toBe(8_002);
  }, 120_000);
});
