import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../../testing/apiTestKit';
import { addQuickOrderParts, type QuickOrderPartNumber } from '../../testing/quickOrderTestParts';

type Buyer = Awaited<ReturnType<ApiTestKit['signIn']>>;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function sheetOf(contentBase64: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(contentBase64, 'base64') as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testDbKinds())('[BUYER][QUICK ORDER] files in and out on %s', (kind) => {
  let kit: ApiTestKit;
  let ids: Record<QuickOrderPartNumber, number>;
  let buyer: Buyer;
  const summary = async (who: Buyer, text: string) =>
    (await who.caller.orders.quickOrder.resolve({ text })).lines.map((l) => [l.part?.partNumber, l.quantity]);

  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    ids = await addQuickOrderParts(kit.db);
    buyer = await kit.signIn();
  });
  afterAll(() => kit.close());

  it('exports a cart as XLSX that, uploaded again, gives the same list', async () => {
    const items = [
      { partId: ids['LP-50QT-1234'], quantity: 2 },
      { partId: ids['AB 100'], quantity: 7 },
      { partId: ids['MP-10245'], quantity: 1 },
    ];
    const file = await buyer.caller.orders.documents.exportXlsx({ source: 'cart', items });
    expect(file.fileName).toBe('Корзина.xlsx');
    expect(await sheetOf(file.contentBase64)).toEqual([
      ['Артикул', 'Наименование', 'Количество', 'Цена, ₽', 'Сумма, ₽'],
      ['LP-50QT-1234', 'Деталь LP-50QT-1234', 2, 700, 1400],
      ['AB 100', 'Деталь AB 100', 7, 20, 140],
      ['MP-10245', 'Деталь MP-10245', 1, 99, 99],
      [undefined, 'Итого', undefined, undefined, 1639],
    ]);
    const read = await buyer.caller.orders.quickOrder.readFile({ contentBase64: file.contentBase64 });
    expect(read).toEqual({ kind: 'lines', text: 'LP-50QT-1234\t2\nAB 100\t7\nMP-10245\t1', lineCount: 3 });
    if (read.kind !== 'lines') return;
    expect(await summary(buyer, read.text)).toEqual([
      ['LP-50QT-1234', 2],
      ['AB 100', 7],
      ['MP-10245', 1],
    ]);
  });

  it('exports an order for its buyer and the admin, and a saved list for its owner only', async () => {
    const { order } = await buyer.caller.orders.create({
      idempotencyKey: `quick-${kind}-1`,
      deliveryMethod: 'pickup',
      paymentMethod: 'card',
      items: [{ partId: ids['CH-125-004'], quantity: 3 }],
    });
    const admin = await kit.signIn('admin');
    const other = await kit.signIn();
    for (const who of [buyer, admin]) {
      const file = await who.caller.orders.documents.exportXlsx({ source: 'order', id: order.id });
      expect(file.fileName).toBe(`Заказ ${order.orderNumber}.xlsx`);
      expect((await sheetOf(file.contentBase64))[1]).toEqual([
        'CH-125-004',
        'Деталь CH-125-004',
        3,
        150,
        450,
      ]);
    }
    await expect(
      other.caller.orders.documents.exportXlsx({ source: 'order', id: order.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const list = await buyer.caller.savedLists.create({
      name: 'Сервис: март/апрель',
      items: [{ partId: ids['5GH-E4451-01'], quantity: 4 }],
    });
    const file = await buyer.caller.orders.documents.exportXlsx({ source: 'savedList', id: list.id });
    expect(file.fileName).toBe('Список Сервис  март апрель.xlsx');
    expect((await sheetOf(file.contentBase64))[1]).toEqual([
      '5GH-E4451-01',
      'Деталь 5GH-E4451-01',
      4,
      430,
      1720,
    ]);
    await expect(
      other.caller.orders.documents.exportXlsx({ source: 'savedList', id: list.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Список не найден',
    });
  });

  it('asks for the columns of a file without headers, then reads it with the choice', async () => {
    const csv = base64('1;CH-125-004;Свеча;4\r\n2;MP-10245;Фильтр;1\r\n');
    const asked = await buyer.caller.orders.quickOrder.readFile({ contentBase64: csv });
    expect(asked).toEqual({
      kind: 'columns',
      columnCount: 4,
      preview: [
        ['1', 'CH-125-004', 'Свеча', '4'],
        ['2', 'MP-10245', 'Фильтр', '1'],
      ],
    });
    const read = await buyer.caller.orders.quickOrder.readFile({
      contentBase64: csv,
      columns: { article: 1, quantity: 3 },
    });
    expect(read).toMatchObject({ kind: 'lines', text: 'CH-125-004\t4\nMP-10245\t1' });
  });

  it('refuses a broken or oversized file with a Russian message, and visitors', async () => {
    await expect(
      buyer.caller.orders.quickOrder.readFile({ contentBase64: base64('Артикул;Кол-во\nA;1\n"B;2\n') }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Строка 3: кавычка не закрыта' });
    const big = Buffer.alloc(2 * 1024 * 1024 + 3, 0x41).toString('base64');
    await expect(buyer.caller.orders.quickOrder.readFile({ contentBase64: big })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Файл больше 2 МБ: разделите его на части'),
    });
    const visitor = await kit.callerFor(null);
    await expect(visitor.orders.quickOrder.readFile({ contentBase64: base64('A') })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
