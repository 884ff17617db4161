// Issue 31: orders to 1C (query → success → next query) and statuses from
// 1C (an orders file sets «Статус заказа» with history and the buyer's mail).
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExchangeServer, type ExchangeServer } from '../testing/exchange1cServer';
import { ordersXml } from '../testing/commerceMl';

const wellFormed = (xml: string) => {
  const parser = new SaxesParser();
  parser.write(xml).close();
  return true;
};
const numbersIn = (xml: string) => [...xml.matchAll(/<Номер>(ORD-\d+)<\/Номер>/g)].map((m) => m[1]);

describe.runIf(process.env.TEST_DATABASE_URL)('[1C] orders exchange', () => {
  let s: ExchangeServer;
  let buyer: { authorization: string };
  let partId: number;
  let counter = 700000;
  beforeAll(async () => {
    s = await startExchangeServer();
    await s.db.insertInto('categories').values({ id: 'brakes', name: 'Тормоза' }).execute();
    const part = await s.db
      .insertInto('parts')
      .values({
        name: 'Колодки <передние> & задние',
        category_id: 'brakes',
        part_number: 'LP-2315',
        brand: 'Lipai',
        price: 45_050,
        availability: 50,
        onec_id: 'guid-kolodki',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    partId = part.id;
    buyer = await s.bearer('user');
  });
  afterAll(() => s.close());

  async function placeOrder(): Promise<string> {
    counter += 1;
    const reply = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer,
      payload: {
        order_number: `ORD-${counter}`,
        payment_method: 'invoice',
        delivery_method: 'courier',
        city: 'Краснодар',
        delivery_address: 'ул. Северная, 300',
        comments: 'Позвонить <заранее> & не опаздывать',
        items: [{ partId, quantity: 3 }],
      },
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().orderNumber as string;
  }

  it('lists new orders as CommerceML documents, and after success the next query lists only orders placed since', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const oneC = s.oneC();
    await oneC.begin('sale');
    const query = await oneC.call({ type: 'sale', mode: 'query' });
    expect(wellFormed(query.text)).toBe(true);
    expect(query.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(query.text).toContain('ВерсияСхемы="2.05"');
    expect(numbersIn(query.text)).toEqual([first, second]);
    const doc = query.text.split('<Документ>')[1]!;
    expect(doc).toMatch(/<Дата>\d{4}-\d{2}-\d{2}<\/Дата><Время>\d{2}:\d{2}:\d{2}<\/Время>/);
    expect(doc).toContain('<ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><Валюта>RUB</Валюта>');
    expect(doc).toContain('<Сумма>1351.50</Сумма>');
    expect(doc).toContain(
      '<Ид>guid-kolodki</Ид><Артикул>LP-2315</Артикул><Наименование>Колодки &lt;передние&gt; &amp; задние</Наименование>',
    );
    expect(doc).toContain(
      '<ЦенаЗаЕдиницу>450.50</ЦенаЗаЕдиницу><Количество>3</Количество><Сумма>1351.50</Сумма>',
    );
    expect(doc).toContain(
      '<Наименование>Способ доставки</Наименование><Значение>Курьерская доставка</Значение>',
    );
    expect(doc).toContain('<Значение>Позвонить &lt;заранее&gt; &amp; не опаздывать</Значение>');
    // Placed after the query but before 1C confirmed it: not in this batch, so in the next.
    const third = await placeOrder();
    expect((await oneC.call({ type: 'sale', mode: 'success' })).lines[0]).toBe('success');
    const next = await oneC.call({ type: 'sale', mode: 'query' });
    expect(numbersIn(next.text)).toEqual([third]);
    await oneC.call({ type: 'sale', mode: 'success' });
    expect(numbersIn((await oneC.call({ type: 'sale', mode: 'query' })).text)).toEqual([]);
    const log = await s.db
      .selectFrom('exchange_1c_exchanges')
      .select(['type', 'orders_exported'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ type: 'sale', orders_exported: 3 });
  });

  it('sets the status 1C sends, with its history entry and the buyer mail, and passes over unknown orders', async () => {
    const number = await placeOrder();
    const oneC = s.oneC();
    await oneC.begin('sale');
    const file = ordersXml(
      [
        { number, status: 'Отправлен' },
        { number: 'ORD-1', status: 'Выполнен' },
        { number, status: 'Статус, которого нет' },
      ],
      'windows-1251',
    );
    await oneC.send('sale', 'orders-1.xml', file, 300);
    expect((await oneC.import('sale', 'orders-1.xml')).lines[0]).toBe('success');
    const order = await s.db
      .selectFrom('orders')
      .select(['id', 'status', 'contact_email'])
      .where('order_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('shipped');
    const history = await s.db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status', 'changed_by'])
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ from_status: 'confirmed', to_status: 'shipped', changed_by: null });
    const mail = await s.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'kind'])
      .where('kind', '=', 'order_status')
      .execute();
    expect(mail).toEqual([{ to_address: order.contact_email, kind: 'order_status' }]);
  });
});
