// The one statement that takes a new order's stock and writes its lines
// (issue 21): what it takes and reserves, what it reports under the lock,
// and that it leaves archived parts alone.
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';
import { takeStockAndWriteLines, type NewOrderLine } from './stock';

describe.each(testDbKinds())('[ORDERS] taking stock and writing lines in one statement on %s', (kind) => {
  let kit: ApiTestKit;
  let userId: number;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    userId = (await kit.signIn()).userId;
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

  /** Runs `body` with a fresh order to write lines for, in one transaction. */
  const withOrder = <T>(body: (trx: Transaction<Database>, orderId: number) => Promise<T>) =>
    kit.db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('orders')
        .values({
          order_number: `ORD-${Math.floor(Math.random() * 1e9)}`,
          user_id: userId,
          name: 'Заказ',
          status: 'confirmed',
          delivery_method: 'pickup',
          payment_method: 'cash',
          total_price: 0,
          contact_name: 'Иван Петров',
          contact_email: 'buyer@example.ru',
          idempotency_key: `key-${Math.random()}`,
          request_hash: 'hash',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return body(trx, order.id);
    });

  it('takes up to the stock of each part, reserves it on the lines in order, and reports the price', async () => {
    const plenty = await kit.addPart({ availability: 10, price: 12_345 });
    const short = await kit.addPart({ availability: 2 });
    const none = await kit.addPart({ availability: 0 });
    const written = await withOrder((trx, orderId) =>
      takeStockAndWriteLines(trx, orderId, [line(short.id, 5), line(plenty.id, 3, 12_345), line(none.id, 1)]),
    );
    expect(written.get(plenty.id)).toMatchObject({
      price: 12_345,
      archived: false,
      item: { quantity: 3, reserved_quantity: 3, unit_price: 11_345, base_unit_price: 12_345, position: 2 },
    });
    expect(written.get(short.id)?.item).toMatchObject({ quantity: 5, reserved_quantity: 2, position: 1 });
    expect(written.get(none.id)?.item).toMatchObject({ quantity: 1, reserved_quantity: 0, position: 3 });
    expect(written.get(none.id)?.item.part_number).toBe(`A-${none.id}`);
    expect(await kit.stockOf(plenty.id)).toBe(7);
    expect(await kit.stockOf(short.id)).toBe(0);
    expect(await kit.stockOf(none.id)).toBe(0);
  });

  it('takes nothing from an archived part and says it is archived; a missing part gets no line', async () => {
    const part = await kit.addPart({ availability: 4 });
    await kit.db.updateTable('parts').set({ archived_at: new Date() }).where('id', '=', part.id).execute();
    const written = await withOrder((trx, orderId) =>
      takeStockAndWriteLines(trx, orderId, [line(part.id, 1), line(999_999, 1)]),
    );
    expect(written.get(part.id)).toMatchObject({ archived: true, item: { reserved_quantity: 0 } });
    expect(written.has(999_999)).toBe(false);
    expect(await kit.stockOf(part.id)).toBe(4);
  });
});
