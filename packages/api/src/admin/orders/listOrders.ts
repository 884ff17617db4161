// The admin's order list: a case-insensitive substring search over order
// number, id, customer name and company, filters by status, shop calendar days
// and 'not yet opened', with server-side pagination.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { z, adminOrdersListInput } from '@shop/schemas';
import { escapeLike } from '../../catalog/searchText';
import { itemsOfOrders } from '../../orders/orderRepository';
import { toOrderItemDto, type OrderItemDto } from '../../orders/orderShape';
import { SHOP_TIME_ZONE } from '../dashboard/period';

/** Lines of the listed orders in one query, grouped by order. */
async function linesByOrder(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, OrderItemDto[]>> {
  const byOrder = new Map<number, OrderItemDto[]>(orderIds.map((id) => [id, []]));
  for (const item of await itemsOfOrders(db, orderIds))
    byOrder.get(item.order_id)?.push(toOrderItemDto(item));
  return byOrder;
}

export async function listAdminOrders(db: Kysely<Database>, input: z.infer<typeof adminOrdersListInput>) {
  let query = db.selectFrom('orders');
  if (input.userId) query = query.where('user_id', '=', input.userId);
  if (input.status) query = query.where('status', '=', input.status);
  // Days are the shop's calendar days, both ends included (the dashboard's day and period links).
  if (input.from)
    query = query.where(
      'created_at',
      '>=',
      sql<Date>`${input.from}::date::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  if (input.to)
    query = query.where(
      'created_at',
      '<',
      sql<Date>`(${input.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  if (input.unopened) query = query.where('first_opened_at', 'is', null);
  if (input.search) {
    // `%` and `_` typed by the admin are literal characters, not wildcards.
    const like = `%${escapeLike(input.search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('order_number', 'ilike', like),
        eb(sql<string>`id::text`, '=', input.search.replace(/^#/, '')),
        eb('contact_name', 'ilike', like),
        eb('company', 'ilike', like),
      ]),
    );
  }
  const [{ total } = { total: 0 }] = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await query
    .select([
      'id',
      'order_number',
      'user_id',
      'status',
      'total_price',
      'contact_name',
      'contact_email',
      'contact_phone',
      'company',
      'created_at',
      'updated_at',
      'first_opened_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('item_count'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const lines = input.withItems
    ? await linesByOrder(
        db,
        rows.map((row) => row.id),
      )
    : undefined;
  return {
    total: Number(total),
    page: input.page,
    pageSize: input.pageSize,
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      userId: row.user_id,
      status: row.status,
      totalKopecks: row.total_price,
      customerName: row.contact_name,
      customerEmail: row.contact_email,
      customerPhone: row.contact_phone,
      company: row.company,
      itemCount: Number(row.item_count ?? 0),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      firstOpenedAt: row.first_opened_at ? new Date(row.first_opened_at).toISOString() : null,
      ...(lines && { items: lines.get(row.id) ?? [] }),
    })),
  };
}
