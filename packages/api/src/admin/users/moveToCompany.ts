// The shop's admin moves a user into another company (issue 34): the user
// joins it as a Закупщик without a limit (as its administrator when nobody
// active is there), gets its client terms, and is back from a removal. Orders
// already placed stay in the old company's history. A company whose last
// administrator would leave while others remain refuses (409).
import { dbTime, type Database, type Kysely } from '@shop/db';
import { t } from '@shop/i18n';
import { activeMembers, lockCompany } from '../../company/membership';
import { AppError } from '../../errors';
import { findUserById, toAdminUser, type AdminUser } from './repository';

export async function moveUserToCompany(
  db: Kysely<Database>,
  input: { userId: number; companyId: number },
): Promise<AdminUser> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, input.userId);
    if (!user) throw new AppError('NOT_FOUND', t('admin:users.detail.notFound'));
    if (user.company_id === input.companyId) return;
    // Both companies locked in id order, so two moves between them cannot deadlock.
    for (const id of [user.company_id, input.companyId].sort((a, b) => a - b)) await lockCompany(trx, id);
    const stayers = await activeMembers(trx, user.company_id).where('id', '!=', user.id).execute();
    if (
      user.company_role === 'admin' &&
      stayers.length > 0 &&
      !stayers.some((m) => m.company_role === 'admin')
    )
      throw new AppError('CONFLICT', t('auth:companyAccount.errors.lastAdmin'));
    const [newcomers, terms] = await Promise.all([
      activeMembers(trx, input.companyId).execute(),
      trx
        .selectFrom('users')
        .select(['discount_percent', 'payment_delay_days'])
        .where('company_id', '=', input.companyId)
        .executeTakeFirst(),
    ]);
    await trx
      .updateTable('users')
      .set({
        company_id: input.companyId,
        company_role: newcomers.length === 0 ? 'admin' : 'buyer',
        monthly_limit: null,
        removed_from_company_at: null,
        ...(terms && {
          discount_percent: terms.discount_percent,
          payment_delay_days: terms.payment_delay_days,
        }),
        updated_at: dbTime(),
      })
      .where('id', '=', user.id)
      .execute();
  });
  return toAdminUser((await findUserById(db, input.userId))!);
}
