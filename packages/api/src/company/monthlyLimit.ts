// The monthly limit of a Закупщик (issue 34): the spend this calendar month
// (Moscow time) of placed, not-cancelled orders plus this order must stay
// within it. Checked inside the order's transaction with the company's row
// locked, so colleagues' (or one buyer's twin) orders placed at the same
// moment queue, and each sees the orders committed before it: of two that
// only fit one at a time, exactly one is placed.
import type { Database, Transaction } from '@shop/db';
import type { SessionUser } from '../auth/lucia';
import { lockCompany, spentThisMonth } from './membership';

export async function fitsMonthlyLimit(
  trx: Transaction<Database>,
  user: SessionUser,
  totalKopecks: number,
): Promise<boolean> {
  // An administrator's own orders need no approval: no lock on their path.
  if (user.companyRole === 'admin') return true;
  await lockCompany(trx, user.companyId);
  const member = await trx
    .selectFrom('users')
    .select(['company_role', 'monthly_limit'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (member.company_role !== 'buyer' || member.monthly_limit === null) return true;
  const spent = (await spentThisMonth(trx, [user.id])).get(user.id) ?? 0;
  return spent + totalKopecks <= Number(member.monthly_limit);
}
