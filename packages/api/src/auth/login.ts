// Password sign-in: rate-limited per account and per address, a fresh session
// id every time (the one the request carried is dropped: no session fixation).
import { t } from '@shop/i18n';
import type { LoginInput } from '@shop/schemas';
import type { Context } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit, refundRateLimit } from '../rateLimit/rateLimit';
import type { SessionUser } from './lucia';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP, loginLimitMessage } from './limits';
import { hashPassword, verifyPassword } from './password';
import { publicUserColumns, toSessionUser } from './userShape';

let dummyHash: Promise<string> | undefined;

/** Unknown e-mails cost as much time as wrong passwords, so timing reveals nothing. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

async function findUserForLogin(ctx: Context, email: string) {
  return ctx.db
    .selectFrom('users')
    .select([...publicUserColumns, 'password_hash', 'removed_from_company_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

export async function loginWithPassword(
  ctx: Context,
  input: Required<Pick<LoginInput, 'email' | 'password'>>,
): Promise<{ user: SessionUser; sessionId: string }> {
  const email = input.email.trim().toLowerCase();
  const limits = [
    { key: `login:ip:${ctx.ip}`, ...LOGIN_PER_IP },
    { key: `login:account:${email}`, ...LOGIN_PER_ACCOUNT },
  ];
  for (const limit of limits) await enforceRateLimit(ctx.db, limit, loginLimitMessage);

  const row = await findUserForLogin(ctx, email);
  const valid = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!row || !valid) throw new AppError('UNAUTHORIZED', t('auth:login.invalidCredentials'));
  for (const limit of limits) await refundRateLimit(ctx.db, limit);
  // Only someone who knows the password learns that the account is inactive.
  if (row.email_verified !== 1 && row.removed_from_company_at !== null)
    throw new AppError('FORBIDDEN', t('auth:companyAccount.errors.removedAccount'));
  if (row.email_verified !== 1) throw new AppError('FORBIDDEN', t('auth:login.notActivated'));

  if (ctx.sessionId) await ctx.lucia.invalidateSession(ctx.sessionId);
  const session = await ctx.lucia.createSession(row.id, {});
  ctx.setCookie(ctx.lucia.createSessionCookie(session.id));
  return { user: toSessionUser(row), sessionId: session.id };
}
