// Password reset: a 256-bit random token mailed as a link, stored only as its
// SHA-256, usable once and for 30 minutes. A reset ends the user's other sessions.
import { createHash, randomBytes } from 'node:crypto';
import { t } from '@shop/i18n';
import { enqueueMailIf, passwordReset } from '@shop/mail';
import { dbTime, dbTimePlus, sql, type Database, type Kysely, type Transaction } from '@shop/db';
import type { RawBuilder } from 'kysely';
import type { Context } from '../context';
import { AppError } from '../errors';
import { enforceRateLimit } from '../rateLimit/rateLimit';
import { RESET_PER_ACCOUNT, RESET_PER_IP, resetLimitMessage } from './limits';
import { hashPassword } from './password';

export const RESET_TOKEN_TTL_MINUTES = 30;
/** A reset link is worthless after its TTL: do not keep retrying its mail for an hour. */
const RESET_MAIL_ATTEMPTS = 3;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () => new AppError('BAD_REQUEST', t('auth:reset.invalidLink'));

/**
 * Always ends the same way, after the same statements, whether the address
 * belongs to an active account, an inactive or blocked one, or to nobody: the
 * token and the mail are rendered every time, and the two inserts run every
 * time with a condition that lets them write rows only for an active account
 * (no account discovery by answer or by timing; blocked accounts get no mail).
 */
/** Links expire by the database's clock (`at` only in tests), whichever instance checks them. */
export async function requestPasswordReset(ctx: Context, email: string, at?: Date): Promise<void> {
  // One transaction that always writes (the rate-limit counts), so its commit
  // costs the same whether or not a token and a mail are written with them.
  await ctx.db.transaction().execute(async (trx) => {
    await enforceRateLimit(trx, { key: `reset:ip:${ctx.ip}`, ...RESET_PER_IP }, resetLimitMessage);
    await enforceRateLimit(trx, { key: `reset:account:${email}`, ...RESET_PER_ACCOUNT }, resetLimitMessage);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    // Identity ids start at 1: 0 matches no account.
    const userId = user?.id ?? 0;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = dbTimePlus(RESET_TOKEN_TTL_MINUTES * 60_000, at);
    const mail = passwordReset({
      publicUrl: ctx.config.publicUrl,
      email: user?.email ?? email,
      token,
      firstName: user?.first_name ?? null,
      validMinutes: RESET_TOKEN_TTL_MINUTES,
    });
    const active = sql<boolean>`exists (select 1 from users where id = ${userId} and email_verified = 1)`;
    await sql`
      insert into password_reset_tokens (user_id, token_hash, expires_at)
      select ${userId}::int, ${hashToken(token)}, ${expiresAt} where ${active}`.execute(trx);
    await enqueueMailIf(
      trx,
      { to: user?.email ?? email, kind: 'password_reset', maxAttempts: RESET_MAIL_ATTEMPTS, ...mail },
      active,
    );
  });
}

type Db = Kysely<Database> | Transaction<Database>;

function usableToken(db: Db, token: string, email: string, now: RawBuilder<Date>) {
  return db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email))
    .executeTakeFirst();
}

export async function verifyResetLink(ctx: Context, token: string, email: string, at?: Date) {
  if (!(await usableToken(ctx.db, token, email, dbTime(at)))) throw invalidLink();
}

export async function resetPassword(
  ctx: Context,
  input: { token: string; email: string; password: string },
  at?: Date,
): Promise<void> {
  const now = dbTime(at);
  if (!(await usableToken(ctx.db, input.token, input.email, now))) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    // Marking it used is the gate: of two racing requests only one gets the row.
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) throw invalidLink();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', claimed.user_id)
      .execute();
    // Other links of this user die too; so do all sessions but the caller's own.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', claimed.user_id)
      .where('used_at', 'is', null)
      .execute();
    let sessions = trx.deleteFrom('sessions').where('user_id', '=', claimed.user_id);
    if (ctx.sessionId) sessions = sessions.where('id', '!=', ctx.sessionId);
    await sessions.execute();
  });
}
