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
});
