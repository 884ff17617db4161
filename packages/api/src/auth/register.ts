// Registration: the account starts inactive (email_verified = 0) and waits
// for an administrator; the admin and the applicant are mailed in the same
// transaction as the insert, so there is never a user without its mails.
import { t } from '@shop/i18n';
import { enqueueMail, registrationAdminNotice, registrationReceived } from '@shop/mail';
import type { registrationInput, z } from '@shop/schemas';
import type { Context } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit } from '../rateLimit/rateLimit';
import { REGISTER_PER_IP, registerLimitMessage } from './limits';
import { hashPassword } from './password';

type Registration = z.output<typeof registrationInput>;

const emailTaken = () => new AppError('CONFLICT', t('auth:register.emailTaken'));

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

async function emailExists(ctx: Context, email: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  return row !== undefined;
}

export async function registerUser(
  ctx: Context,
  input: Registration,
): Promise<{ id: number; email: string }> {
  await enforceRateLimit(ctx.db, { key: `register:ip:${ctx.ip}`, ...REGISTER_PER_IP }, registerLimitMessage);
  if (await emailExists(ctx, input.email)) throw emailTaken();
  // Hashing is slow: do it before the transaction, not while holding it.
  const passwordHash = await hashPassword(input.password);
  const { publicUrl, adminNotifyEmail } = ctx.config;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          company: input.company,
          email_verified: 0,
          personal_data_consent_at: input.personal_data_consent ? new Date() : null,
        })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      const names = { firstName: input.first_name, lastName: input.last_name };
      await enqueueMail(trx, {
        to: adminNotifyEmail,
        kind: 'registration_admin',
        ...registrationAdminNotice({
          publicUrl,
          ...names,
          email: user.email,
          company: input.company,
          phone: input.phone,
        }),
      });
      await enqueueMail(trx, {
        to: user.email,
        kind: 'registration_received',
        ...registrationReceived({ publicUrl, firstName: input.first_name }),
      });
      return user;
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
