// Every admin change to an order starts by locking its row, so two admins
// editing the same order take turns instead of overwriting each other.
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { AppError } from '../../errors';
import { orderColumns } from '../../orders/orderRepository';

export async function lockOrder(trx: Transaction<Database>, orderId: number) {
  const order = await trx
    .selectFrom('orders')
    .select(orderColumns)
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', t('orders:errors.notFound'));
  return order;
}

export function lockedItems(trx: Transaction<Database>, orderId: number) {
  return trx
    .selectFrom('order_items')
    .select(['id', 'part_id', 'quantity', 'reserved_quantity', 'unit_price'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .forUpdate()
    .execute();
}

export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;
export type LockedItem = Awaited<ReturnType<typeof lockedItems>>[number];
