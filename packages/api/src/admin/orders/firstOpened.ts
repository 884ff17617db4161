// Issue 29.11: which orders no admin has opened yet. The first admin to open
// an order (its dialog, its page or its picking sheet) is recorded once;
// later views change nothing, not even the order's updated_at.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';

export async function markOpened(db: Kysely<Database>, orderId: number, adminId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ first_opened_at: sql<Date>`now()`, first_opened_by: adminId })
    .where('id', '=', orderId)
    .where('first_opened_at', 'is', null)
    .execute();
}

/** Who opened the order first and when; null while nobody has. */
export async function firstOpening(
  db: Kysely<Database>,
  orderId: number,
): Promise<{ at: string; by: string | null } | null> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.first_opened_by')
    .select(['o.first_opened_at', 'u.first_name', 'u.last_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row?.first_opened_at) return null;
  const by = row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null;
  return { at: new Date(row.first_opened_at).toISOString(), by };
}
