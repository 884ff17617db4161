// Orders are priced before their transaction and the prices are checked
// under the parts' locks (issue 21). A trigger changes the part's price
// inside the order's own transaction, just before the stock is taken, so
// the check sees a price other than the one the order was priced at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@shop/db';
import { testDbKinds } from '@shop/db/testing';
import { createApiTestKit, type ApiTestKit } from '../testing/apiTestKit';

const pickup = {
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  city: '',
  deliveryAddress: '',
  comments: '',
} as const;

describe.each(testDbKinds())('[BUYER][ORDERS] prices checked under the lock on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await createApiTestKit(kind);
    // Raises the price of the parts named in price_bumps while the order's
    // status is written (in its transaction, before the stock statement);
    // `times` counts down in a sequence, which a rollback does not undo.
    await sql`create table price_bumps (part_id int primary key, runs text not null)`.execute(kit.db);
    await sql`
      create function bump_price() returns trigger language plpgsql as $$
      declare b record;
      begin
        for b in select * from price_bumps loop
          if nextval(b.runs::regclass) <= 1000 then
            update parts set price = price + 100 where id = b.part_id;
          end if;
        end loop;
        return null;
      end $$`.execute(kit.db);
    await sql`create trigger bump_price after insert on order_status_history
      for each statement execute function bump_price()`.execute(kit.db);
  });
  afterAll(() => kit.close());

  /** How many order attempts have reached the stock statement for the part. */
  async function attempts(partId: number, times: number) {
    const { rows } = await sql
      .raw<{ last_value: number; is_called: boolean }>(`select last_value, is_called from bump_${partId}`)
      .execute(kit.db);
    return rows[0]!.is_called ? Number(rows[0]!.last_value) - (1000 - times) : 0;
  }

  /** The next `times` orders see the part's price raised under the lock. */
  async function bumpPrice(partId: number, times: number) {
    const runs = `bump_${partId}`;
    await sql.raw(`create sequence ${runs} start with ${1001 - times} maxvalue 100000`).execute(kit.db);
    await kit.db
      .insertInto('price_bumps' as never)
      .values({ part_id: partId, runs } as never)
      .execute();
  }

  it('prices the order again when the price moved before the lock', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart({ price: 10_000, availability: 5 });
    await bumpPrice(part.id, 1);
    const { order } = await buyer.caller.orders.create({
      ...pickup,
      idempotencyKey: `bump-once-${part.id}`,
      items: [{ partId: part.id, quantity: 2 }],
    });
    // The first try was rolled back with its price change; the second one
    // priced and locked the same price.
    expect(order.items[0]).toMatchObject({ unitPriceKopecks: 10_000, reservedQuantity: 2 });
    expect(await attempts(part.id, 1)).toBe(2);
    expect(await kit.stockOf(part.id)).toBe(3);
  });

  it('gives up in Russian after three moves and leaves no order and no stock taken', async () => {
    const buyer = await kit.signIn();
    const part = await kit.addPart({ price: 10_000, availability: 5 });
    await bumpPrice(part.id, 3);
    await expect(
      buyer.caller.orders.create({
        ...pickup,
        idempotencyKey: `bump-always-${part.id}`,
        items: [{ partId: part.id, quantity: 2 }],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/Цены товаров изменились/) });
    expect(await attempts(part.id, 3)).toBe(3);
    expect(await kit.stockOf(part.id)).toBe(5);
    const orders = await kit.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .execute();
    expect(orders).toHaveLength(0);
  });
});
