// User queries of the account and admin screens. Functions take `db` or `trx`
// first, so services own the transactions.
import type { Database, Kysely, Transaction } from '@shop/db';
import type { AccountState } from '@shop/schemas';
import { publicUserColumns, type PublicUserRow } from '../../auth/userShape';

type Db = Kysely<Database> | Transaction<Database>;

/** What the admin screens read of a user: the public columns and when an admin last changed its status. */
export const adminUserColumns = [...publicUserColumns, 'status_changed_at'] as const;
export type AdminUserRow = PublicUserRow & { status_changed_at: Date | null; company_name: string };

/** The users with the name of the company each belongs to (issue 34). */
const usersWithCompany = (db: Db) =>
  db
    .selectFrom('users')
    .select(adminUserColumns)
    .select((eb) =>
      eb
        .selectFrom('companies')
        .select('companies.name')
        .whereRef('companies.id', '=', 'users.company_id')
        .$asScalar()
        .$notNull()
        .as('company_name'),
    );

export function findUserById(db: Db, id: number): Promise<AdminUserRow | undefined> {
  return usersWithCompany(db).where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Db): Promise<AdminUserRow[]> {
  return usersWithCompany(db).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function ordersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'created_at', 'total_price', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Active; else waiting when no admin has activated or blocked it yet (a new sign-up); else blocked. */
export function accountStateOf(
  row: Pick<AdminUserRow, 'email_verified' | 'status_changed_at'>,
): AccountState {
  if (row.email_verified === 1) return 'active';
  return row.status_changed_at === null ? 'waiting' : 'blocked';
}

/** The spec's admin view of a user; username is the e-mail's local part everywhere. */
export function toAdminUser(row: AdminUserRow) {
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
    state: accountStateOf(row),
    created_at: row.created_at.toISOString(),
    companyAccount: { id: row.company_id, name: row.company_name },
    companyRole: row.company_role,
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;
