// Who is in a company and what the rules of issue 34 need to know about them:
// the administrator check, a member looked up inside the caller's company only
// (another company's id is simply not found), and spend this calendar month.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';

type Db = Kysely<Database> | Transaction<Database>;

/** The company of a user, as a subquery: rows shared in a company are found through it. */
export const companyOfUser = (userId: number) =>
  sql<number>`(select company_id from users where id = ${userId})`;

/** A saved list's author or an administrator of its company may change it; colleagues only see it. */
export const mayEditList = (userId: number) =>
  sql<boolean>`(saved_lists.user_id = ${userId} or exists (select 1 from users a
    where a.id = ${userId} and a.company_role = 'admin' and a.company_id = saved_lists.company_id))`;

export function assertCompanyAdmin(user: SessionUser): void {
  if (user.companyRole !== 'admin')
    throw new AppError('FORBIDDEN', t('auth:companyAccount.errors.adminsOnly'));
}

export const memberNotFound = () => new AppError('NOT_FOUND', t('auth:companyAccount.errors.memberNotFound'));

/** The first instant of this calendar month in Moscow, by the database's clock. */
export const moscowMonthStart = sql<Date>`(date_trunc('month', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow')`;

/** Kopecks each of these users ordered this month: placed orders that were not cancelled. */
export async function spentThisMonth(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<string>`sum(total_price)`.as('spent')])
    .where('user_id', 'in', userIds)
    .where('status', '!=', 'cancelled')
    .where('created_at', '>=', moscowMonthStart)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.spent)]));
}

/** The active members of a company, in a stable order (administrators first). */
export function activeMembers(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'company_role', 'monthly_limit'])
    .where('company_id', '=', companyId)
    .where('removed_from_company_at', 'is', null)
    .orderBy(sql`case company_role when 'admin' then 0 when 'buyer' then 1 else 2 end`)
    .orderBy('id');
}

/** Holds the company row until the transaction ends: member changes and limit checks of one company queue here. */
export async function lockCompany(trx: Transaction<Database>, companyId: number) {
  const row = await trx
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', t('auth:companyAccount.errors.companyNotFound'));
  return row;
}
