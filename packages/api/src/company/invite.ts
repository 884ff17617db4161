// Inviting a colleague (issue 34): the account is active at once (its company
// vouches for it) and gets a mail with a set-password link, the reset page's
// own kind of token, valid for 7 days and once.
import { randomBytes } from 'node:crypto';
import { dbTime, dbTimePlus } from '@shop/db';
import { t } from '@shop/i18n';
import { companyInvite, enqueueMail } from '@shop/mail';
import type { inviteMemberInput, z } from '@shop/schemas';
import type { SessionUser } from '../auth/lucia';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/passwordReset';
import type { Context } from '../context';
import { AppError } from '../errors';
import { assertCompanyAdmin, lockCompany } from './membership';

export const INVITE_TTL_DAYS = 7;

const emailTaken = () => new AppError('CONFLICT', t('auth:companyAccount.errors.emailTaken'));

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export async function inviteMember(
  ctx: Pick<Context, 'db' | 'config'>,
  admin: SessionUser,
  input: z.output<typeof inviteMemberInput>,
): Promise<{ userId: number }> {
  assertCompanyAdmin(admin);
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
    .executeTakeFirst();
  if (taken) throw emailTaken();
  // Nobody knows this password: the invited person sets one through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const token = randomBytes(32).toString('base64url');
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const company = await lockCompany(trx, admin.companyId);
      // Client terms belong to the company: the newcomer gets its discount and deferral.
      const terms = await trx
        .selectFrom('users')
        .select(['discount_percent', 'payment_delay_days'])
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          company: company.name,
          company_id: company.id,
          company_role: input.role,
          monthly_limit: input.monthlyLimitKopecks,
          discount_percent: terms.discount_percent,
          payment_delay_days: terms.payment_delay_days,
          email_verified: 1,
          status_changed_at: dbTime(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: dbTimePlus(INVITE_TTL_DAYS * 24 * 3_600_000),
        })
        .execute();
      await enqueueMail(trx, {
        to: input.email,
        kind: 'company_invite',
        ...companyInvite({
          publicUrl: ctx.config.publicUrl,
          email: input.email,
          token,
          firstName: input.firstName,
          company: company.name,
          inviter: `${admin.firstName} ${admin.lastName}`.trim(),
          role: t(`auth:companyAccount.roles.${input.role}`),
        }),
      });
      return { userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
