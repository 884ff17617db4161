// 'Применить' applies what the admin saw (issue 28.5): a file changed since
// the preview, or a catalogue changed so that the apply would do otherwise,
// is refused in Russian and changes nothing; what the file leaves alone (the
// stock buyers' orders move) may change meanwhile; and an
// import's archive comes back from the history, exactly, once (issue 29.5).
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../../testing/apiTestKit';

type Session = Awaited<ReturnType<ApiTestKit['signIn']>>;
const csv = (lines: string[]) => Buffer.from(lines.join('\n'), 'utf8').toString('base64');
const HEADER = 'Артикул;Название;Категория;Цена;Наличие';
const CHANGED =
  'После проверки изменился файл или товары каталога, которых касается импорт: проверьте файл ещё раз';

describe.each(testDbKinds())('[ADMIN][CATALOG] preview approved, then applied, on %s', (kind) => {
  let kit: ApiTestKit;
  let admin: Session;
  let buyer: Session;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    admin = await kit.signIn('admin');
    buyer = await kit.signIn('user');
    const parts = await kit.db
      .insertInto('parts')
      .values(
        ['PA-1', 'PA-2', 'PA-OLD1', 'PA-OLD2', 'PA-OLD3'].map((article) => ({
          name: `Деталь ${article}`,
          part_number: article,
          brand: 'Lipai',
          category_id: 'engine',
          price: 10_000,
          availability: 5,
        })),
      )
      .returning(['id', 'part_number'])
      .execute();
    for (const part of parts) ids[part.part_number] = part.id;
  });
  afterAll(() => kit.close());

  const preview = (lines: string[], archiveMissing = false) =>
    admin.caller.admin.catalog.importPreview({
      fileName: 'price.csv',
      contentBase64: csv(lines),
      archiveMissing,
    });
  const priceOf = async (article: string) =>
    (
      await kit.db
        .selectFrom('parts')
        .select('price')
        .where('part_number', '=', article)
        .executeTakeFirstOrThrow()
    ).price;

  it('applies a list whose parts were only ordered since the preview: what it leaves alone stays as the orders left it', async () => {
    const checked = await preview(['Артикул;Название;Категория;Цена', 'PA-1;Деталь PA-1;engine;140']);
    expect(checked.counts.changed).toBe(1);
    // A buyer's order takes 2 of the 5 in stock meanwhile; the file says nothing of stock.
    await kit.db.updateTable('parts').set({ availability: 3 }).where('id', '=', ids['PA-1']!).execute();
    await admin.caller.admin.catalog.importApply({ importId: checked.importId });
    expect(await priceOf('PA-1')).toBe(14_000);
    expect(await kit.stockOf(ids['PA-1']!)).toBe(3);
    await kit.db.updateTable('parts').set({ availability: 5 }).where('id', '=', ids['PA-1']!).execute();
  });

  it('refuses to apply when what the apply would do changed after the preview, and changes nothing', async () => {
    // The file's row is what the shop has: nothing to change, as previewed…
    const checked = await preview([HEADER, 'PA-1;Деталь PA-1;engine;140;5']);
    expect(checked.counts).toMatchObject({ changed: 0, unchanged: 1 });
    // …until the price is edited: applying would now change the part.
    await admin.caller.admin.catalog.update({ id: ids['PA-1']!, patch: { priceKopecks: 12_345 } });
    await expect(
      admin.caller.admin.catalog.importApply({ importId: checked.importId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CHANGED,
    });
    expect(await priceOf('PA-1')).toBe(12_345);
    const again = await preview([HEADER, 'PA-1;Деталь PA-1;engine;150;5']);
    await admin.caller.admin.catalog.importApply({ importId: again.importId });
    expect(await priceOf('PA-1')).toBe(15_000);
  });

  it('refuses to apply when the stored file is not the one previewed', async () => {
    const checked = await preview([HEADER, 'PA-2;Деталь PA-2;engine;200;5']);
    const other = Buffer.from([HEADER, 'PA-2;Деталь PA-2;engine;999;5'].join('\n'));
    const { file_key } = await kit.db
      .selectFrom('price_imports')
      .select('file_key')
      .where('id', '=', checked.importId)
      .executeTakeFirstOrThrow();
    await kit.deps.files.put(file_key!, other); // the kept file replaced behind the preview's back
    await expect(
      admin.caller.admin.catalog.importApply({ importId: checked.importId }),
    ).rejects.toMatchObject({
      message: CHANGED,
    });
    expect(await priceOf('PA-2')).toBe(10_000);
  });

  it('applies the rows the preview read, kept beside the file until applied; without them (older, damaged) it reads the file', async () => {
    const keyOf = async (importId: number) =>
      (
        await kit.db
          .selectFrom('price_imports')
          .select('file_key')
          .where('id', '=', importId)
          .executeTakeFirstOrThrow()
      ).file_key!;
    const kept = await preview([HEADER, 'PA-2;Деталь PA-2;engine;210;5']);
    const rowsKey = `${await keyOf(kept.importId)}.rows.jsonl.gz`;
    expect(await kit.deps.files.get(rowsKey)).not.toBeNull();
    await admin.caller.admin.catalog.importApply({ importId: kept.importId });
    expect(await priceOf('PA-2')).toBe(21_000);
    expect(await kit.deps.files.get(rowsKey)).toBeNull();
    expect(await kit.deps.files.get(await keyOf(kept.importId))).not.toBeNull();

    const older = await preview([HEADER, 'PA-2;Деталь PA-2;engine;220;5']);
    await kit.deps.files.delete(`${await keyOf(older.importId)}.rows.jsonl.gz`);
    await admin.caller.admin.catalog.importApply({ importId: older.importId });
    expect(await priceOf('PA-2')).toBe(22_000);

    const damaged = await preview([HEADER, 'PA-2;Деталь PA-2;engine;230;5']);
    await kit.deps.files.put(`${await keyOf(damaged.importId)}.rows.jsonl.gz`, Buffer.from('not gzip'));
    await admin.caller.admin.catalog.importApply({ importId: damaged.importId });
    expect(await priceOf('PA-2')).toBe(23_000);

    // Rows damaged past their header cannot be told from a changed file: refused, nothing written.
    const cut = await preview([HEADER, 'PA-2;Деталь PA-2;engine;240;5', 'PA-1;Деталь PA-1;engine;240;5']);
    const cutKey = `${await keyOf(cut.importId)}.rows.jsonl.gz`;
    const [headerLine] = gunzipSync((await kit.deps.files.get(cutKey))!)
      .toString('utf8')
      .split('\n');
    await kit.deps.files.put(
      cutKey,
      Buffer.concat([gzipSync(`${headerLine}\n`), gzipSync('{"row": 2, "art')]),
    );
    await expect(admin.caller.admin.catalog.importApply({ importId: cut.importId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CHANGED,
    });
    expect(await priceOf('PA-2')).toBe(23_000);
  });

  it('refuses to apply rows into a category deleted since the preview', async () => {
    await kit.db.insertInto('categories').values({ id: 'gone', name: 'Уходящая' }).execute();
    const checked = await preview([HEADER, 'PA-NEW;Новая деталь;gone;300;5']);
    expect(checked.counts.created).toBe(1);
    await kit.db.deleteFrom('categories').where('id', '=', 'gone').execute();
    await expect(
      admin.caller.admin.catalog.importApply({ importId: checked.importId }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: CHANGED });
    expect(
      await kit.db.selectFrom('parts').select('id').where('part_number', '=', 'PA-NEW').execute(),
    ).toEqual([]);
  });

  it('restores from the history exactly the parts the import archived, once, admin only', async () => {
    // By hand first: PA-OLD3 is in the archive before the import and stays there.
    await admin.caller.admin.catalog.update({ id: ids['PA-OLD3']!, patch: { archived: true } });
    const checked = await preview(
      [HEADER, 'PA-1;Деталь PA-1;engine;150;5', 'PA-2;Деталь PA-2;engine;100;5'],
      true,
    );
    expect(checked.counts.archived).toBe(2);
    await admin.caller.admin.catalog.importApply({ importId: checked.importId });
    const history = await admin.caller.admin.catalog.imports();
    expect(history.find((i) => i.id === checked.importId)).toMatchObject({
      restorable: 2,
      status: 'applied',
    });
    await expect(
      buyer.caller.admin.catalog.importRestoreArchived({ importId: checked.importId }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const restored = await admin.caller.admin.catalog.importRestoreArchived({ importId: checked.importId });
    expect(restored).toEqual({ importId: checked.importId, restored: 2, alreadyRestored: false });
    const archived = await kit.db
      .selectFrom('parts')
      .select('part_number')
      .where('archived_at', 'is not', null)
      .execute();
    expect(archived.map((p) => p.part_number)).toEqual(['PA-OLD3']);
    expect(await admin.caller.admin.catalog.importRestoreArchived({ importId: checked.importId })).toEqual({
      importId: checked.importId,
      restored: 0,
      alreadyRestored: true,
    });
    const audit = await kit.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'part')
      .where('action', '=', 'restore')
      .execute();
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual([ids['PA-OLD1'], ids['PA-OLD2']].sort());
  });

  it('lists real imports in the history; previews never applied only for a day', async () => {
    const stale = await preview([HEADER, 'PA-1;Деталь PA-1;engine;150;5']);
    await kit.db
      .updateTable('price_imports')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where('id', '=', stale.importId)
      .execute();
    const fresh = await preview([HEADER, 'PA-1;Деталь PA-1;engine;150;5']);
    const listed = (await admin.caller.admin.catalog.imports()).map((i) => i.id);
    expect(listed).toContain(fresh.importId);
    expect(listed).not.toContain(stale.importId);
  });

  it('keeps the file in the shop’s file store, and says so plainly when the store has lost it', async () => {
    const checked = await preview([HEADER, 'PA-1;Деталь PA-1;engine;170;5']);
    const { file_key, file_data } = await kit.db
      .selectFrom('price_imports')
      .select(['file_key', 'file_data'])
      .where('id', '=', checked.importId)
      .executeTakeFirstOrThrow();
    expect(file_data).toBeNull();
    expect(file_key).toMatch(/^price-lists\/[0-9a-f-]{36}\.csv$/);
    expect((await kit.deps.files.get(file_key!))?.toString()).toContain('PA-1;Деталь PA-1;engine;170;5');
    await kit.deps.files.delete(file_key!);
    await expect(
      admin.caller.admin.catalog.importApply({ importId: checked.importId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Файл этого импорта не найден в хранилище: загрузите прайс-лист ещё раз',
    });
  });
});
