// A status change: recorded in the history (who, when, from, to), mailed to
// the buyer on the statuses a buyer waits for (named as in the history), and kept right for stock — a
// cancelled order gives its reserved units back; reopening it takes them again.
import type { Transaction } from 'kysely';
import type { Database, OrderStatus } from '@shop/db';
import { enqueueMail, isMailedOrderStatus, orderStatusChanged } from '@shop/mail';
import type { AppConfig } from '../../context';
import { recordStatusChange } from '../../orders/orderRepository';
import { lockParts, returnStock, takeStock } from '../../orders/stock';
import { lockedItems, type LockedOrder } from './orderLock';

async function releaseStock(trx: Transaction<Database>, orderId: number): Promise<void> {
  for (const item of await lockedItems(trx, orderId)) {
    await returnStock(trx, item.part_id, item.reserved_quantity);
    await trx
      .updateTable('order_items')
      .set({ reserved_quantity: 0, updated_at: new Date() })
      .where('id', '=', item.id)
      .execute();
  }
}

async function reserveAgain(trx: Transaction<Database>, orderId: number): Promise<void> {
  const items = await lockedItems(trx, orderId);
  const parts = await lockParts(
    trx,
    items.map((item) => item.part_id),
  );
  for (const item of items) {
    const part = parts.get(item.part_id);
    const taken = part ? await takeStock(trx, part, item.quantity) : 0;
    await trx
      .updateTable('order_items')
      .set({ reserved_quantity: taken, updated_at: new Date() })
      .where('id', '=', item.id)
      .execute();
  }
}

export async function applyStatusChange(
  trx: Transaction<Database>,
  order: LockedOrder,
  to: OrderStatus,
  /** null: not a person (the 1C exchange). */
  changedBy: number | null,
  config: AppConfig,
): Promise<boolean> {
  const from = order.status;
  if (from === to) return false;
  if (to === 'cancelled') await releaseStock(trx, order.id);
  if (from === 'cancelled') await reserveAgain(trx, order.id);
  await trx
    .updateTable('orders')
    .set({ status: to, updated_at: new Date() })
    .where('id', '=', order.id)
    .execute();
  await recordStatusChange(trx, { orderId: order.id, from, to, changedBy });
  if (isMailedOrderStatus(to)) {
    const mail = orderStatusChanged({
      status: to,
      orderNumber: order.order_number,
      customerName: order.contact_name,
      publicUrl: config.publicUrl,
    });
    await enqueueMail(trx, { to: order.contact_email, kind: 'order_status', ...mail });
  }
  return true;
}
