// User queries of the account and admin screens. Functions take `db` or `trx`
// first, so services own the transactions.
import type { Database, Kysely, Transaction } from '@shop/db';
import { publicUserColumns, type PublicUserRow } from '../../auth/userShape';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Db, id: number): Promise<PublicUserRow | undefined> {
  return db.selectFrom('users').select(publicUserColumns).where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Db): Promise<PublicUserRow[]> {
  return db
    .selectFrom('users')
    .select(publicUserColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function ordersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'created_at', 'total_price', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The spec's admin view of a user; username is the e-mail's local part everywhere. */
export function toAdminUser(row: PublicUserRow) {
  return {
    id: row.id,
    username: row.email.split('@')[0] ?? row.email,
    email: row.email,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    role: row.role,
    email_verified: row.email_verified,
    created_at: row.created_at.toISOString(),
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;
