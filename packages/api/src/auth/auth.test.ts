import { testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyInWindow } from '../testing/rateLimitWindow';
import { LOGIN_PER_ACCOUNT } from './limits';
import { createHarness, registration, type Harness } from './testHarness';

describe.each(testDbKinds())('[AUTH] registration and login on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.handle.close());

  it('registers an inactive account, records consent and mails the admin and the applicant', async () => {
    const visitor = await h.caller();
    const result = await visitor.auth.register(registration(' Petr@Motor.RU '));
    expect(result).toMatchObject({ email: 'petr@motor.ru', email_verified: 0 });
    const row = await h.handle.db
      .selectFrom('users')
      .select(['email_verified', 'phone', 'personal_data_consent_at', 'password_hash'])
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(0);
    expect(row.phone).toBe('79185554433');
    expect(row.personal_data_consent_at).toBeInstanceOf(Date);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await h.mailsTo('manager@test.local')).map((m) => m.kind)).toEqual(['registration_admin']);
    expect((await h.mailsTo('petr@motor.ru')).map((m) => m.kind)).toEqual(['registration_received']);
  });

  it('refuses a duplicate e-mail with the spec text and enqueues nothing', async () => {
    const visitor = await h.caller();
    await expect(visitor.auth.register(registration('PETR@motor.ru'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Не удалось создать аккаунт. Возможно, этот email уже используется.',
    });
    expect(await h.mailsTo('manager@test.local')).toHaveLength(1);
  });

  it('refuses login to an inactive account only after a correct password', async () => {
    const visitor = await h.caller();
    await expect(visitor.auth.login({ email: 'petr@motor.ru', password: 'wrong-one' })).rejects.toMatchObject(
      {
        code: 'UNAUTHORIZED',
        message: 'Неверный email или пароль, или учетная запись не активирована',
      },
    );
    await expect(visitor.auth.login({ email: 'petr@motor.ru', password: 'parol123' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Учетная запись не активирована — ожидает активации администратором...',
    });
  });

  it('logs an active user in with a new session each time and logs out on the server', async () => {
    await h.signedIn('user', 'olga@shop.ru');
    const cookies: string[] = [];
    const { createContextInner } = await import('../context');
    const { createCaller } = await import('../root');
    const ctx = await createContextInner(h.deps, { setCookie: (c) => cookies.push(c.serialize()) });
    const response = await createCaller(ctx).auth.tokenLogin({
      email: 'Olga@Shop.ru',
      password: 'secret123',
    });
    expect(response).toMatchObject({
      email: 'olga@shop.ru',
      first_name: 'Анна',
      role: 'user',
      email_verified: 1,
    });
    expect(cookies[0]).toMatch(/^shop_session=.+HttpOnly.*SameSite=Lax/i);
    const second = await (await h.caller()).auth.tokenLogin({ email: 'olga@shop.ru', password: 'secret123' });
    expect(second.token).not.toBe(response.token);

    const signedIn = await h.caller({ sessionToken: response.token });
    expect(await signedIn.auth.me()).toMatchObject({ email: 'olga@shop.ru' });
    await signedIn.auth.logout();
    expect(await (await h.caller({ sessionToken: response.token })).auth.me()).toBeNull();
  });

  it('rate-limits failed logins per account with a Russian message', async () => {
    await h.signedIn('user', 'limited@shop.ru');
    const attempt = async (ip: string) =>
      (await h.caller({ ip })).auth.login({ email: 'limited@shop.ru', password: 'bad-password' });
    await earlyInWindow(LOGIN_PER_ACCOUNT.windowMs, 10_000);
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i += 1)
      await expect(attempt(`10.0.0.${i}`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(attempt('10.0.1.1')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Слишком много попыток входа\. Повторите через \d+ мин\.$/),
    });
  });

  it('does not count successful logins against the limit', async () => {
    await h.signedIn('user', 'often@shop.ru');
    for (let i = 0; i < 12; i += 1) {
      await (await h.caller()).auth.login({ email: 'often@shop.ru', password: 'secret123' });
    }
  });
});
