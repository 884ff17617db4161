// Colleagues of a company (issue 34): the list with roles, limits and spend,
// changing a role or a limit, and removal. Every change runs with the
// company's row locked, so two administrators demoting each other at once
// cannot leave the company without one.
import { dbTime, type Database, type Transaction } from '@shop/db';
import { t } from '@shop/i18n';
import type { CompanyMember } from '@shop/schemas';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import { activeMembers, assertCompanyAdmin, lockCompany, memberNotFound, spentThisMonth } from './membership';

type MemberRow = Awaited<ReturnType<ReturnType<typeof activeMembers>['execute']>>[number];

function toMember(row: MemberRow, spent: Map<number, number>): CompanyMember {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.company_role,
    monthlyLimitKopecks: row.monthly_limit === null ? null : Number(row.monthly_limit),
    spentThisMonthKopecks: spent.get(row.id) ?? 0,
  };
}

export async function companyOverview(db: Kysely<Database>, user: SessionUser) {
  const [company, rows] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', user.companyId)
      .executeTakeFirstOrThrow(),
    activeMembers(db, user.companyId).execute(),
  ]);
  const spent = await spentThisMonth(
    db,
    rows.map((row) => row.id),
  );
  return { id: company.id, name: company.name, members: rows.map((row) => toMember(row, spent)) };
}

/** The member in the caller's company, locked with it; another company's id is not found. */
async function lockedMember(trx: Transaction<Database>, admin: SessionUser, userId: number) {
  await lockCompany(trx, admin.companyId);
  const member = await activeMembers(trx, admin.companyId).where('id', '=', userId).executeTakeFirst();
  if (!member) throw memberNotFound();
  return member;
}

/** Refuses a change that would leave the company with no administrator. */
async function assertAnotherAdmin(trx: Transaction<Database>, companyId: number, userId: number) {
  const other = await activeMembers(trx, companyId)
    .where('company_role', '=', 'admin')
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (!other) throw new AppError('CONFLICT', t('auth:companyAccount.errors.lastAdmin'));
}

export async function updateMember(
  db: Kysely<Database>,
  admin: SessionUser,
  input: { userId: number; role?: CompanyMember['role']; monthlyLimitKopecks?: number | null },
): Promise<CompanyMember> {
  assertCompanyAdmin(admin);
  const row = await db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, admin, input.userId);
    if (member.company_role === 'admin' && input.role !== undefined && input.role !== 'admin')
      await assertAnotherAdmin(trx, admin.companyId, member.id);
    return trx
      .updateTable('users')
      .set({
        ...(input.role !== undefined && { company_role: input.role }),
        ...(input.monthlyLimitKopecks !== undefined && { monthly_limit: input.monthlyLimitKopecks }),
        updated_at: dbTime(),
      })
      .where('id', '=', member.id)
      .returning(['id', 'email', 'first_name', 'last_name', 'company_role', 'monthly_limit'])
      .executeTakeFirstOrThrow();
  });
  return toMember(row, await spentThisMonth(db, [row.id]));
}

/**
 * Removes a colleague: the account is blocked at once (its sessions deleted
 * in the same transaction, so its next request is signed out) and says why
 * at login; its orders stay in the company's history.
 */
export async function removeMember(db: Kysely<Database>, admin: SessionUser, userId: number): Promise<void> {
  assertCompanyAdmin(admin);
  await db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, admin, userId);
    if (member.company_role === 'admin') await assertAnotherAdmin(trx, admin.companyId, member.id);
    const now = dbTime();
    await trx
      .updateTable('users')
      .set({ removed_from_company_at: now, email_verified: 0, status_changed_at: now, updated_at: now })
      .where('id', '=', member.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    // Their requests waiting for approval go with them: nobody could withdraw them any more.
    await trx
      .updateTable('order_approvals')
      .set({ status: 'withdrawn', decided_at: now, updated_at: now })
      .where('requester_id', '=', member.id)
      .where('status', '=', 'pending')
      .execute();
  });
}
