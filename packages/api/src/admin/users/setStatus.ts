// Blocking and activating accounts. Blocking ends the user's sessions at
// once; activating mails the user in the same transaction as the change.
import { t } from '@shop/i18n';
import { accountActivated, enqueueMail } from '@shop/mail';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { adminUserColumns, findUserById, toAdminUser, type AdminUser } from './repository';

export async function setUserStatus(
  ctx: Context & { user: NonNullable<Context['user']> },
  input: { id: number; status: 'blocked' | 'active' },
): Promise<AdminUser> {
  if (input.id === ctx.user.id && input.status === 'blocked')
    throw new AppError('FORBIDDEN', t('admin:users.toggle.cannotBlockSelf'));
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const before = await findUserById(trx, input.id);
    if (!before) throw new AppError('NOT_FOUND', t('admin:users.detail.notFound'));
    const emailVerified = input.status === 'active' ? 1 : 0;
    // Blocking a waiting account is a decision too: it is no longer waiting.
    if (before.email_verified === emailVerified && before.status_changed_at !== null) return before;
    const now = new Date();
    const after = await trx
      .updateTable('users')
      .set({
        email_verified: emailVerified,
        status_changed_at: now,
        updated_at: now,
        // Reactivated by the shop: back in its company (a removal by the company is undone).
        ...(emailVerified === 1 && { removed_from_company_at: null }),
      })
      .where('id', '=', input.id)
      .returning(adminUserColumns)
      .executeTakeFirstOrThrow();
    if (emailVerified === 1) {
      await enqueueMail(trx, {
        to: after.email,
        kind: 'account_activated',
        ...accountActivated({ publicUrl: ctx.config.publicUrl, firstName: after.first_name }),
      });
    } else {
      await trx.deleteFrom('sessions').where('user_id', '=', input.id).execute();
    }
    return { ...after, company_name: before.company_name };
  });
  return toAdminUser(updated);
}
