import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';

/** Status changes of an order, oldest first, with the name of who made each. */
export async function statusHistory(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.id', 'h.from_status', 'h.to_status', 'h.created_at', 'u.first_name', 'u.last_name', 'u.role'])
    .where('h.order_id', '=', orderId)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.from_status,
    to: row.to_status,
    changedBy: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
    byAdmin: row.role === 'admin',
    createdAt: row.created_at.toISOString(),
  }));
}
