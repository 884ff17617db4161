// Reading orders with their lines, for the buyer's history and the detail view.
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus } from '@shop/db';
import { t } from '@shop/i18n';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import { findOrderRow, itemsOfOrders, orderColumns } from './orderRepository';
import { toOrderDto, type OrderDto } from './orderShape';

export interface MyOrdersFilters {
  /** A part of the order number or of an article on it, however typed. */
  search?: string;
  status?: OrderStatus | null;
}

/** Letters and digits only, lower case: 'ord-100 01' finds ORD-10001, '5gh e4451' finds 5GH-E4451-00. */
const keyOf = (text: string) => text.toLowerCase().replace(/[^0-9a-zа-яё]/g, '');
const sqlKey = (column: 'o.order_number' | 'i.part_number') =>
  sql<string>`regexp_replace(lower(${sql.ref(column)}), '[^0-9a-zа-яё]', '', 'g')`;

/** The buyer's orders, newest first ('Мои заказы'), at most `limit`, filtered (issue 29.10). */
export async function ordersOfUser(
  db: Kysely<Database>,
  userId: number,
  filters: MyOrdersFilters = {},
  limit = 200,
): Promise<OrderDto[]> {
  return ordersWhere(db, { column: 'o.user_id', id: userId }, filters, limit);
}

/** Every order placed in the company (issue 34), newest first, with who placed it. */
export async function ordersOfCompany(
  db: Kysely<Database>,
  companyId: number,
  filters: MyOrdersFilters = {},
  limit = 200,
) {
  const orders = await ordersWhere(db, { column: 'o.company_id', id: companyId }, filters, limit);
  return orders.map((order) => ({
    ...order,
    placedBy: { userId: order.userId, email: order.customerEmail },
  }));
}

async function ordersWhere(
  db: Kysely<Database>,
  owner: { column: 'o.user_id' | 'o.company_id'; id: number },
  filters: MyOrdersFilters,
  limit: number,
): Promise<OrderDto[]> {
  const key = keyOf(filters.search ?? '');
  const pattern = `%${key}%`;
  let query = db
    .selectFrom('orders as o')
    .select(orderColumns.map((c) => `o.${c}` as const))
    .where(owner.column, '=', owner.id);
  if (filters.status) query = query.where('o.status', '=', filters.status);
  if (key)
    query = query.where((eb) =>
      eb.or([
        eb(sqlKey('o.order_number'), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('order_items as i')
            .select('i.id')
            .whereRef('i.order_id', '=', 'o.id')
            .where(sqlKey('i.part_number'), 'like', pattern),
        ),
      ]),
    );
  const orders = await query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit).execute();
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

/** Issue 34: every member of the company the order was placed in sees it (and its documents). */
async function inViewersCompany(db: Kysely<Database>, viewer: SessionUser, orderId: number) {
  const row = await db.selectFrom('orders').select('company_id').where('id', '=', orderId).executeTakeFirst();
  return row?.company_id === viewer.companyId;
}

/** One order for its company's members or an admin; anyone else learns nothing about it. */
export async function orderForViewer(
  db: Kysely<Database>,
  viewer: SessionUser,
  orderId: number,
): Promise<OrderDto> {
  const order = await orderById(db, orderId);
  if (
    order.userId !== viewer.id &&
    viewer.role !== 'admin' &&
    !(await inViewersCompany(db, viewer, orderId))
  ) {
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
