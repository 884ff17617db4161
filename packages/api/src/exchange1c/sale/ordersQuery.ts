// type=sale&mode=query: the orders not yet confirmed as exported, oldest
// first, a bounded number per answer (1C asks again after `success`). Their
// ids are kept on the exchange, so `success` marks exactly these.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { PayerDetails } from '@shop/schemas';
import { ordersDocument, type OrderForOneC } from './ordersXml';

/** Orders per answer: a long pause of the exchange does not make one huge document. */
export const MAX_ORDERS_PER_QUERY = 500;

async function pendingOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'user_id',
      'status',
      'delivery_method',
      'payment_method',
      'city',
      'delivery_address',
      'comments',
      'total_price',
      'contact_name',
      'contact_email',
      'contact_phone',
      'company',
      'payer',
      sql<string>`to_char(created_at at time zone 'Europe/Moscow', 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(created_at at time zone 'Europe/Moscow', 'HH24:MI:SS')`.as('time'),
    ])
    .where('exported_1c_at', 'is', null)
    .orderBy('id')
    .limit(MAX_ORDERS_PER_QUERY)
    .execute();
}

async function itemsOf(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items as i')
    .leftJoin('parts as p', 'p.id', 'i.part_id')
    .select(['i.order_id', 'i.part_id', 'i.part_number', 'i.name', 'i.unit_price', 'i.quantity', 'p.onec_id'])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.position')
    .execute();
}

/** The document for 1C, and the orders it lists (remembered on the exchange). */
export async function queryOrders(db: Kysely<Database>, exchangeId: number) {
  const orders = await pendingOrders(db);
  const items = await itemsOf(
    db,
    orders.map((o) => o.id),
  );
  const shaped: OrderForOneC[] = orders.map((order) => ({
    ...order,
    payer: (order.payer as PayerDetails | null) ?? null,
    items: items.filter((item) => item.order_id === order.id),
  }));
  await db
    .updateTable('exchange_1c_exchanges')
    .set({ queried_order_ids: orders.map((o) => o.id) })
    .where('id', '=', exchangeId)
    .execute();
  return ordersDocument(shaped);
}

/** type=sale&mode=success: the last query's orders are 1C's now; returns how many. */
export async function confirmExported(db: Kysely<Database>, exchangeId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const exchange = await trx
      .selectFrom('exchange_1c_exchanges')
      .select('queried_order_ids')
      .where('id', '=', exchangeId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const ids = exchange.queried_order_ids;
    if (ids.length > 0)
      await trx
        .updateTable('orders')
        .set({ exported_1c_at: sql`now()` })
        .where('id', 'in', ids)
        .where('exported_1c_at', 'is', null)
        .execute();
    await trx
      .updateTable('exchange_1c_exchanges')
      .set((eb) => ({ queried_order_ids: [], orders_exported: eb('orders_exported', '+', ids.length) }))
      .where('id', '=', exchangeId)
      .execute();
    return ids.length;
  });
}
