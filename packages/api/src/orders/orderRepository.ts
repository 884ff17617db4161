// Reads and writes of orders. Functions take `db` or `trx` first so the
// service owns the transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '@shop/db';

type Db = Kysely<Database> | Transaction<Database>;

export const orderColumns = [
  'id',
  'order_number',
  'user_id',
  'name',
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
  'discount_percent',
  'payment_delay_days',
  'payer',
  'created_at',
  'updated_at',
] as const;

export const itemColumns = [
  'id',
  'order_id',
  'part_id',
  'part_number',
  'name',
  'unit_price',
  'base_unit_price',
  'quantity',
  'reserved_quantity',
  'position',
] as const;

export async function findOrderRow(db: Db, orderId: number) {
  return db.selectFrom('orders').select(orderColumns).where('id', '=', orderId).executeTakeFirst();
}

export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string) {
  return db
    .selectFrom('orders')
    .select([...orderColumns, 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function itemsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(itemColumns)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export async function nextOrderNumber(trx: Transaction<Database>): Promise<string> {
  const row = await trx
    .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('order_number_seq')]).as('n'))
    .executeTakeFirstOrThrow();
  return `ORD-${row.n}`;
}

export async function recordStatusChange(
  trx: Transaction<Database>,
  change: { orderId: number; from: OrderStatus | null; to: OrderStatus; changedBy: number | null },
): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.changedBy,
    })
    .execute();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderRow>>>;
export type OrderItemRow = Awaited<ReturnType<typeof itemsOfOrders>>[number];
