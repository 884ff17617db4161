// The one statement that writes a new order (issue 32): what it takes and
// reserves, the mails it fills in, and that it writes nothing when a price
// moved, a part was archived or is gone, or the key was used.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { mailDataOf, newOrderMails } from './orderMails';
import { toOrderDto } from './orderShape';
import { placeOrderStatement, type NewOrderLine, type NewOrderValues } from './placeStatement';

describe.each(testDbKinds())('[ORDERS] a new order in one statement on %s', (kind) => {
  let kit: ApiTestKit;
  let buyer: { userId: number; companyId: number };
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    const { userId } = await kit.signIn();
    const { company_id } = await kit.db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    buyer = { userId, companyId: company_id };
  });
  afterAll(() => kit.close());

  const line = (partId: number, quantity: number, price = 10_000): NewOrderLine => ({
    partId,
    partNumber: `A-${partId}`,
    name: `Деталь ${partId}`,
    basePrice: price,
    unitPrice: price - 1_000,
    quantity,
  });

  const orderValues = (lines: NewOrderLine[], key: string = randomUUID()): NewOrderValues => {
    const now = new Date();
    return {
      order_number: `ORD-${Math.floor(Math.random() * 1e9)}`,
      user_id: buyer.userId,
      company_id: buyer.companyId,
      name: 'Заказ',
      status: 'confirmed',
      delivery_method: 'pickup',
      payment_method: 'invoice',
      city: '',
      delivery_address: '',
      comments: '',
      total_price: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
      contact_name: 'Иван Петров',
      contact_email: 'buyer@example.ru',
      contact_phone: '',
      company: null,
      discount_percent: 10,
      payment_delay_days: 0,
      payer: null,
      idempotency_key: key,
      request_hash: 'hash',
      created_at: now,
      updated_at: now,
    };
  };

  /** The order's mails as createOrder makes them: every line as if all in stock, id 0. */
  const mailsOf = (values: NewOrderValues, lines: NewOrderLine[]) =>
    newOrderMails(
      toOrderDto(
        { ...values, id: 0 },
        lines.map((l, index) => ({
          id: 0,
          order_id: 0,
          part_id: l.partId,
          part_number: l.partNumber,
          name: l.name,
          unit_price: l.unitPrice,
          base_unit_price: l.basePrice,
          quantity: l.quantity,
          reserved_quantity: l.quantity,
          position: index + 1,
        })),
      ),
      kit.deps.config,
    );

  const place = (lines: NewOrderLine[], values = orderValues(lines)) =>
    placeOrderStatement(kit.db, values, lines, mailsOf(values, lines));

  const ordersWithKey = (key: string) =>
    kit.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();

  it('takes up to the stock of each part, reserves it on the lines in order, and queues both mails filled in', async () => {
    const plenty = await kit.addPart({ availability: 10, price: 12_345 });
    const short = await kit.addPart({ availability: 2, price: 10_000 });
    const none = await kit.addPart({ availability: 0, price: 10_000 });
    const outcome = await place([line(short.id, 5), line(plenty.id, 3, 12_345), line(none.id, 1)]);
    if (outcome.kind !== 'placed') throw new Error(`not placed: ${outcome.kind}`);
    expect(outcome.items).toMatchObject([
      { part_id: short.id, quantity: 5, reserved_quantity: 2, position: 1 },
      { part_id: plenty.id, quantity: 3, reserved_quantity: 3, unit_price: 11_345, base_unit_price: 12_345 },
      { part_id: none.id, quantity: 1, reserved_quantity: 0, part_number: `A-${none.id}`, position: 3 },
    ]);
    expect(await kit.stockOf(plenty.id)).toBe(7);
    expect(await kit.stockOf(short.id)).toBe(0);
    expect(await kit.stockOf(none.id)).toBe(0);
    const history = await kit.db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status', 'changed_by'])
      .where('order_id', '=', outcome.order.id)
      .execute();
    expect(history).toEqual([{ from_status: null, to_status: 'confirmed', changed_by: buyer.userId }]);
    // The mails say what the order as written says: its id and each line's "под заказ".
    const mails = await kit.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'template', 'attachments'])
      .where('template', 'is not', null)
      .where(sql`(template #>> '{data,order,id}')::int`, '=', outcome.order.id)
      .orderBy('id')
      .execute();
    const order = toOrderDto(outcome.order, outcome.items);
    expect(mails.map((mail) => mail.kind)).toEqual(['order_confirmation', 'order_admin_notice']);
    for (const mail of mails) {
      expect(mail.subject).toContain(outcome.order.order_number);
      expect((mail.template as { data: { order: unknown } }).data.order).toEqual(mailDataOf(order));
    }
    expect(order.items.map((item) => item.toOrderQuantity)).toEqual([3, 0, 1]);
    expect(mails[0]!.attachments).toEqual([{ generated: 'order_invoice', id: outcome.order.id }]);
    expect(mails[1]!.attachments).toBeNull();
  });

  it.each([
    ['the price moved', async (id: number) => ({ price: 10_100, id })],
    ['the part was archived', async (id: number) => ({ archived_at: new Date(), id })],
  ])('writes nothing when %s since pricing', async (_, change) => {
    const part = await kit.addPart({ availability: 4, price: 10_000 });
    const other = await kit.addPart({ availability: 4, price: 10_000 });
    const { id, ...set } = await change(part.id);
    await kit.db.updateTable('parts').set(set).where('id', '=', id).execute();
    const lines = [line(other.id, 1), line(part.id, 1)];
    const values = orderValues(lines);
    expect(await place(lines, values)).toEqual({ kind: 'priceMoved' });
    expect(await kit.stockOf(part.id)).toBe(4);
    expect(await kit.stockOf(other.id)).toBe(4);
    expect(await ordersWithKey(values.idempotency_key)).toEqual([]);
  });

  it('writes nothing for a part that is gone', async () => {
    const part = await kit.addPart({ availability: 4, price: 10_000 });
    const lines = [line(part.id, 1), line(999_999, 1)];
    const values = orderValues(lines);
    expect(await place(lines, values)).toEqual({ kind: 'priceMoved' });
    expect(await kit.stockOf(part.id)).toBe(4);
    expect(await ordersWithKey(values.idempotency_key)).toEqual([]);
  });

  it('writes nothing, and takes no stock, for a key used already', async () => {
    const part = await kit.addPart({ availability: 4, price: 10_000 });
    const lines = [line(part.id, 1)];
    const first = orderValues(lines);
    expect((await place(lines, first)).kind).toBe('placed');
    const mailsBefore = await kit.db.selectFrom('mail_outbox').select('id').execute();
    const again = { ...orderValues(lines, first.idempotency_key), order_number: `ORD-${Date.now()}` };
    expect(await place(lines, again)).toEqual({ kind: 'keyUsed' });
    expect(await kit.stockOf(part.id)).toBe(3);
    expect(await ordersWithKey(first.idempotency_key)).toHaveLength(1);
    expect(await kit.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailsBefore.length);
  });
});
