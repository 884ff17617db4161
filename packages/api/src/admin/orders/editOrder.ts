// The admin edits an order. Quantities move stock in the same transaction:
// a line that grows takes stock first (the rest goes "под заказ"), a line that
// shrinks or is removed gives back what it had taken. The total is recomputed
// from the prices captured when the order was placed.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { AdminOrderEditInput } from '@shop/schemas';
import type { AppConfig } from '../../context';
import { AppError } from '../../errors';
import { mergeDuplicateLines } from '@shop/schemas';
import { lockParts, returnStock, takeStock } from '../../orders/stock';
import { applyStatusChange } from './changeStatus';
import { lockedItems, lockOrder, type LockedItem } from './orderLock';

async function applyLineChanges(
  trx: Transaction<Database>,
  orderId: number,
  cancelled: boolean,
  wanted: ReadonlyArray<{ partId: number; quantity: number }>,
): Promise<void> {
  const items = await lockedItems(trx, orderId);
  const byPart = new Map<number, LockedItem>(items.map((item) => [item.part_id, item]));
  const unknown = wanted.find((line) => !byPart.has(line.partId));
  if (unknown)
    throw new AppError('BAD_REQUEST', t('admin:orders.errors.unknownLine', { partId: unknown.partId }));
  const quantities = new Map(wanted.map((line) => [line.partId, line.quantity]));
  const parts = await lockParts(
    trx,
    items.map((item) => item.part_id),
  );
  for (const item of items) {
    const quantity = quantities.get(item.part_id);
    if (quantity === undefined) {
      await returnStock(trx, item.part_id, item.reserved_quantity);
      await trx.deleteFrom('order_items').where('id', '=', item.id).execute();
      continue;
    }
    let reserved = Math.min(item.reserved_quantity, quantity);
    await returnStock(trx, item.part_id, item.reserved_quantity - reserved);
    const part = parts.get(item.part_id);
    if (quantity > item.quantity && !cancelled && part)
      reserved += await takeStock(trx, part, quantity - item.quantity);
    await trx
      .updateTable('order_items')
      .set({ quantity, reserved_quantity: reserved, updated_at: new Date() })
      .where('id', '=', item.id)
      .execute();
  }
}

async function recomputeTotal(trx: Transaction<Database>, orderId: number): Promise<number> {
  const items = await trx
    .selectFrom('order_items')
    .select(['unit_price', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  return items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
}

export async function editOrder(
  deps: { db: Kysely<Database>; config: AppConfig },
  adminId: number,
  input: AdminOrderEditInput,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.id);
    if (input.items)
      await applyLineChanges(trx, order.id, order.status === 'cancelled', mergeDuplicateLines(input.items));
    if (input.status) await applyStatusChange(trx, order, input.status, adminId, deps.config);
    await trx
      .updateTable('orders')
      .set({
        city: input.city ?? order.city,
        delivery_address: input.deliveryAddress ?? order.delivery_address,
        comments: input.comments ?? order.comments,
        total_price: await recomputeTotal(trx, order.id),
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .execute();
  });
}

/** Deletes an order and gives back exactly the stock it had reserved. */
export async function deleteOrder(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    for (const item of await lockedItems(trx, order.id))
      await returnStock(trx, item.part_id, item.reserved_quantity);
    await trx.deleteFrom('orders').where('id', '=', order.id).execute();
  });
}
