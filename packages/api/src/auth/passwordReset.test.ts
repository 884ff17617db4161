import type { KyselyPlugin } from 'kysely';
import { testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from './passwordReset';
import { createHarness, type Harness } from './testHarness';

/** The raw token only exists in the mail: read it from the link there. */
async function tokenFromMail(h: Harness, email: string): Promise<string> {
  const mails = await h.mailsTo(email);
  const mail = mails.filter((m) => m.kind === 'password_reset').at(-1);
  const link = mail?.text_body.match(/http:\/\/shop\.test\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('no token in the link');
  return token;
}

describe.each(testDbKinds())('[AUTH] password reset on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.handle.close());

  it('answers the same for known and unknown e-mails and mails only a known one', async () => {
    await h.signedIn('user', 'known@shop.ru');
    const visitor = await h.caller();
    const known = await visitor.auth.forgotPassword({ email: 'known@shop.ru' });
    const unknown = await visitor.auth.forgotPassword({ email: 'nobody@shop.ru' });
    expect(unknown).toEqual(known);
    expect(await h.mailsTo('nobody@shop.ru')).toEqual([]);
    const token = await tokenFromMail(h, 'known@shop.ru');
    expect(token.length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url
    const stored = await h.handle.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('works once, ends the other sessions, and then the link is invalid', async () => {
    const { token: oldSession } = await h.signedIn('user', 'once@shop.ru');
    await (await h.caller()).auth.forgotPassword({ email: 'once@shop.ru' });
    const token = await tokenFromMail(h, 'once@shop.ru');
    const visitor = await h.caller();
    expect(await visitor.auth.verifyResetToken({ token, email: 'once@shop.ru' })).toEqual({ valid: true });
    await expect(visitor.auth.verifyResetToken({ token, email: 'other@shop.ru' })).rejects.toMatchObject({
      message: 'Недействительная или устаревшая ссылка для сброса пароля.',
    });
    await visitor.auth.resetPassword({ token, email: 'once@shop.ru', password: 'new-pass-1' });
    expect(await (await h.caller({ sessionToken: oldSession })).auth.me()).toBeNull();
    await expect(
      visitor.auth.resetPassword({ token, email: 'once@shop.ru', password: 'again-1' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Недействительная или устаревшая ссылка для сброса пароля.',
    });
    await expect(visitor.auth.login({ email: 'once@shop.ru', password: 'secret123' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await visitor.auth.login({ email: 'once@shop.ru', password: 'new-pass-1' })).toMatchObject({
      email: 'once@shop.ru',
    });
  });

  it('refuses a link after 30 minutes', async () => {
    await h.signedIn('user', 'late@shop.ru');
    const ctx = { ...h.deps, ip: '127.0.0.1', userAgent: '', sessionToken: null, setCookie: () => {} };
    const issued = new Date(Date.now() - 31 * 60_000);
    await requestPasswordReset({ ...ctx, user: null, sessionId: null }, 'late@shop.ru', issued);
    const token = await tokenFromMail(h, 'late@shop.ru');
    await expect(
      (await h.caller()).auth.resetPassword({ token, email: 'late@shop.ru', password: 'new-pass-1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('does the same statements for active, inactive, blocked and unknown addresses; mails only the active one', async () => {
    await h.signedIn('user', 'active@shop.ru');
    const { id: inactiveId } = await h.signedIn('user', 'inactive@shop.ru');
    const { id: blockedId } = await h.signedIn('user', 'blocked@shop.ru');
    await h.handle.db.updateTable('users').set({ email_verified: 0 }).where('id', '=', inactiveId).execute();
    const admin = await h.signedIn('admin', 'boss@shop.ru');
    await (
      await h.caller({ sessionToken: admin.token })
    ).admin.users.setStatus({ id: blockedId, status: 'blocked' });

    /** Every statement of one request, its SQL and the number of its parameters. */
    const workFor = async (email: string, ip: string) => {
      const statements: string[] = [];
      const executor = h.handle.db.getExecutor();
      const recorder: KyselyPlugin = {
        transformQuery: ({ node, queryId }) => {
          const compiled = executor.compileQuery(node, queryId);
          statements.push(`${compiled.sql.replace(/\s+/g, ' ')} [${compiled.parameters.length}]`);
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const ctx = { ...h.deps, db: h.handle.db.withPlugin(recorder), ip, userAgent: '', sessionToken: null };
      await requestPasswordReset({ ...ctx, setCookie: () => {}, user: null, sessionId: null }, email);
      return statements;
    };
    const active = await workFor('active@shop.ru', '10.0.0.1');
    expect(active.length).toBeGreaterThanOrEqual(5);
    for (const [email, ip] of [
      ['inactive@shop.ru', '10.0.0.2'],
      ['blocked@shop.ru', '10.0.0.3'],
      ['nobody@shop.ru', '10.0.0.4'],
    ] as const) {
      expect(await workFor(email, ip)).toEqual(active);
    }
    expect(await h.mailsTo('active@shop.ru')).toHaveLength(1);
    for (const email of ['inactive@shop.ru', 'blocked@shop.ru', 'nobody@shop.ru'])
      expect(await h.mailsTo(email)).toEqual([]);
    const tokens = await h.handle.db
      .selectFrom('password_reset_tokens')
      .select('user_id')
      .where('user_id', 'in', [inactiveId, blockedId])
      .execute();
    expect(tokens).toEqual([]);
  });
});
