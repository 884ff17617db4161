// Reading orders with their lines, for the buyer's history and the detail view.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import { findOrderRow, itemsOfOrders, orderColumns } from './orderRepository';
import { toOrderDto, type OrderDto } from './orderShape';

export async function ordersOfUser(db: Kysely<Database>, userId: number, limit = 200): Promise<OrderDto[]> {
  const orders = await db
    .selectFrom('orders')
    .select(orderColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const items = await itemsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) =>
    toOrderDto(
      order,
      items.filter((item) => item.order_id === order.id),
    ),
  );
}

/** One order by id, for the system itself (the mail worker); throws NOT_FOUND. */
export async function orderById(db: Kysely<Database>, orderId: number): Promise<OrderDto> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', t('orders:errors.notFound'));
  return toOrderDto(order, await itemsOfOrders(db, [order.id]));
}

/** One order for its owner or an admin; anyone else learns nothing about it. */
export async function orderForViewer(
  db: Kysely<Database>,
  viewer: SessionUser,
  orderId: number,
): Promise<OrderDto> {
  const order = await orderById(db, orderId);
  if (order.userId !== viewer.id && viewer.role !== 'admin') {
    throw new AppError('NOT_FOUND', t('orders:errors.notFound'));
  }
  return order;
}

/** Like orderForViewer, by the number the buyer was shown. */
export async function orderNumberForViewer(db: Kysely<Database>, viewer: SessionUser, orderNumber: string) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', t('orders:errors.notFound'));
  return orderForViewer(db, viewer, row.id);
}
