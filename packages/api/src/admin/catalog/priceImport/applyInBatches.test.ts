// 'Применить' writes a long list a batch per transaction (ROWS_PER_BATCH
// rows), so buyers' orders never wait for the whole list nor deadlock with
// it: a list stopped after some batches keeps them, says how far it got, and
// the file checked again shows the rest. Then it vacuums the parts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heapFetchesOfCategoryCount, testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../../testing/apiTestKit';
import { ROWS_PER_BATCH } from './previewRows';
import { applyImport } from './service';

type Session = Awaited<ReturnType<ApiTestKit['signIn']>>;
const HEADER = 'Артикул;Название;Категория;Цена';
const csv = (lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'), 'utf8').toString('base64');
/** A list of `rows` new parts `${prefix}-n` at `roubles` each. */
const newParts = (prefix: string, rows: number, roubles: number) =>
  Array.from({ length: rows }, (_, i) => `${prefix}-${i + 1};Прокладка ${prefix} ${i + 1};engine;${roubles}`);

describe.each(testDbKinds())('[ADMIN][CATALOG] price list applied a batch at a time on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Session;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin');
  });
  afterAll(() => kit.close());

  const preview = (lines: string[]) =>
    admin.caller.admin.catalog.importPreview({ fileName: 'long.csv', contentBase64: csv(lines) });
  const countOf = async (prefix: string, price: number) =>
    Number(
      (
        await kit.db
          .selectFrom('parts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('part_number', 'like', `${prefix}-%`)
          .where('price', '=', price)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps the batches written when a later one fails, says how far it got, and the file checked again shows the rest', async () => {
    const rows = newParts('LONG', ROWS_PER_BATCH + 500, 120);
    const checked = await preview(rows);
    expect(checked.counts.created).toBe(ROWS_PER_BATCH + 500);
    await expect(
      applyImport(kit.db, kit.deps.files, admin.userId, checked.importId, {
        beforeCommit: (_trx, batch) => {
          if (batch === 1) throw new Error('disk full');
        },
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Прайс-лист применён не полностью: записано строк ${ROWS_PER_BATCH} из ${ROWS_PER_BATCH + 500}, пока каталог не изменился. Проверьте файл ещё раз: записанные строки покажутся без изменений`,
    });
    expect(await countOf('LONG', 12_000)).toBe(ROWS_PER_BATCH);
    const history = await admin.caller.admin.catalog.imports();
    expect(history.find((h) => h.id === checked.importId)).toMatchObject({
      status: 'failed',
      counts: expect.objectContaining({ created: ROWS_PER_BATCH }),
    });
    await expect(
      admin.caller.admin.catalog.importApply({ importId: checked.importId }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Этот импорт уже применён' });
    const again = await preview(rows);
    expect(again.counts).toMatchObject({ created: 500, unchanged: ROWS_PER_BATCH });
    await admin.caller.admin.catalog.importApply({ importId: again.importId });
    expect(await countOf('LONG', 12_000)).toBe(ROWS_PER_BATCH + 500);
  });

  it('writes nothing when the first batch fails, and the same preview can be applied afterwards', async () => {
    const checked = await preview(newParts('FIRST', 10, 80));
    await expect(
      applyImport(kit.db, kit.deps.files, admin.userId, checked.importId, {
        beforeCommit: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await countOf('FIRST', 8_000)).toBe(0);
    await admin.caller.admin.catalog.importApply({ importId: checked.importId });
    expect(await countOf('FIRST', 8_000)).toBe(10);
  });

  // Each part a list writes is a new row version, and until VACUUM its page
  // sends every count made from an index back to the table (at a million
  // parts after a 100 000-row list, a category's count 330 ms instead of
  // 20 ms). The apply vacuums (catalog/settleParts.ts).
  it("leaves a category's count reading its index alone", async () => {
    const checked = await preview(newParts('VAC', 400, 95));
    expect(checked.counts.created).toBe(400);
    await admin.caller.admin.catalog.importApply({ importId: checked.importId });
    expect(await heapFetchesOfCategoryCount(kit.db, 'engine')).toBe(0);

    // What the apply does away with: the same rows written again, not vacuumed.
    await sql`update parts set price = price + 1 where part_number like 'VAC-%'`.execute(kit.db);
    expect(await heapFetchesOfCategoryCount(kit.db, 'engine')).toBeGreaterThan(0);
  });
});

// Real concurrency: PostgreSQL only (PGlite is one connection).
describe.runIf(process.env.TEST_DATABASE_URL)(
  '[ADMIN][CATALOG] price list beside orders on PostgreSQL',
  () => {
    let kit: ApiTestKit;
    let admin: Session;
    let buyer: Session;
    beforeAll(async () => {
      kit = await createApiTestKit('postgres');
      admin = await kit.signIn('admin');
      buyer = await kit.signIn();
    });
    afterAll(() => kit.close());

    it('an order for a part of a later batch and one of an earlier batch is neither refused nor deadlocked', async () => {
      // The order locks its parts in id order: `early` (a low id, in the list's
      // second batch) first, then `late` (a high id, in its first batch). A
      // list written in one transaction held `late` and waited for `early`.
      const early = await kit.addPart({ availability: 10 });
      const filler = newParts('MID', ROWS_PER_BATCH, 90);
      const late = await kit.addPart({ availability: 10 });
      const row = (part: { part_number: string }, roubles: number) =>
        `${part.part_number};Свеча зажигания;engine;${roubles}`;
      const checked = await admin.caller.admin.catalog.importPreview({
        fileName: 'orders.csv',
        contentBase64: csv([row(late, 160), ...filler.slice(1), row(early, 170)]),
      });
      let order: Promise<unknown> | null = null;
      await applyImport(kit.db, kit.deps.files, admin.userId, checked.importId, {
        beforeCommit: async (_trx, batch) => {
          if (batch !== 0) return;
          order = buyer.caller.orders.create({
            deliveryMethod: 'pickup',
            paymentMethod: 'cash',
            city: '',
            deliveryAddress: '',
            comments: '',
            idempotencyKey: `beside-the-list-${Date.now()}`,
            items: [
              { partId: early.id, quantity: 1 },
              { partId: late.id, quantity: 1 },
            ],
          });
          // Until the order holds `early` and waits for `late`, which this batch holds.
          for (let waited = 0; waited < 10_000; waited += 20) {
            const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`.execute(kit.db);
            if (rows[0]!.n > 0) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          throw new Error('the order never waited for the list');
        },
      });
      await expect(order).resolves.toBeTruthy();
      expect(await kit.stockOf(early.id)).toBe(9);
      const prices = await kit.db
        .selectFrom('parts')
        .select(['id', 'price'])
        .where('id', 'in', [early.id, late.id])
        .orderBy('id')
        .execute();
      expect(prices).toEqual([
        { id: early.id, price: 17_000 },
        { id: late.id, price: 16_000 },
      ]);
    });

    it('a second apply of the same import while the first is under way is told so', async () => {
      const checked = await admin.caller.admin.catalog.importPreview({
        fileName: 'twice.csv',
        contentBase64: csv(newParts('TWICE', 5, 70)),
      });
      let second: Promise<unknown> | null = null;
      await applyImport(kit.db, kit.deps.files, admin.userId, checked.importId, {
        afterBegin: () => {
          second = admin.caller.admin.catalog
            .importApply({ importId: checked.importId })
            .catch((error: unknown) => error);
        },
      });
      expect(await second).toMatchObject({
        code: 'CONFLICT',
        message: 'Этот импорт уже применяется: дождитесь конца',
      });
    });
  },
);
