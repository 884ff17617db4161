import { ensureActiveUser } from '@shop/api';
import { testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

const registration = {
  first_name: 'Олег',
  last_name: 'Смирнов',
  email: 'oleg@rest.ru',
  password: 'parol123',
  company: 'ИП Смирнов',
  phone: '89181234567',
  email_verified: 0,
};

describe.each(testDbKinds())('[REST] account paths on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken: string;
  const json = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureActiveUser(t.db, {
      email: 'boss@rest.ru',
      password: 'boss12345',
      role: 'admin',
      firstName: 'Борис',
      lastName: 'Главный',
    });
    adminToken = (
      await json('POST', '/api/auth/login', { email: 'boss@rest.ru', password: 'boss12345' })
    ).json().token;
  });
  afterAll(() => t.close());

  it('answers broken JSON and wrong types with 400 and a Russian message, never 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ru", "password": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Некорректный JSON в теле запроса' });
    const wrongTypes = await json('POST', '/api/auth/login', { email: 42, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toMatch(/[а-я]/i);
    const notObject = await json('POST', '/api/auth/register', [1, 2]);
    expect(notObject.statusCode).toBe(400);
  });

  it('registers (201), refuses the inactive login (403), then logs in after activation', async () => {
    const created = await json('POST', '/api/auth/register', {
      ...registration,
      personal_data_consent: true,
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await json('POST', '/api/auth/register', registration);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'Не удалось создать аккаунт. Возможно, этот email уже используется.',
    );

    const inactive = await json('POST', '/api/auth/login', { email: 'oleg@rest.ru', password: 'parol123' });
    expect(inactive.statusCode).toBe(403);

    const id = created.json().id as number;
    const toggled = await json(
      'POST',
      `/api/admin/users/${id}/toggle-status`,
      { status: 'active' },
      adminToken,
    );
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ id, email_verified: 1, username: 'oleg' });

    const login = await json('POST', '/api/auth/login', { email: 'oleg@rest.ru', password: 'parol123' });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json()).sort()).toEqual(
      [
        'company',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'phone',
        'role',
        'token',
      ].sort(),
    );
    expect(login.json()).toMatchObject({ phone: '79181234567', role: 'user', email_verified: 1 });
    expect(String(login.headers['set-cookie'])).toMatch(/shop_session=.*HttpOnly/i);
  });

  it('keeps PUT /api/users/{id} to the owner and admin paths to admins', async () => {
    const token = (
      await json('POST', '/api/auth/login', { email: 'oleg@rest.ru', password: 'parol123' })
    ).json().token;
    const profile = {
      first_name: 'Олег',
      last_name: 'Новиков',
      email: 'oleg@rest.ru',
      phone: '79181234567',
      company: '',
    };
    const own = await json(
      'PUT',
      `/api/users/${String((await json('GET', '/api/admin/users', undefined, adminToken)).json().find((u: { email: string }) => u.email === 'oleg@rest.ru').id)}`,
      profile,
      token,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ lastName: 'Новиков' });
    expect((await json('PUT', '/api/users/1', profile, token)).statusCode).toBe(403);
    expect((await json('PUT', '/api/users/1', profile)).statusCode).toBe(401);
    expect((await json('GET', '/api/admin/users', undefined, token)).statusCode).toBe(403);
    expect((await json('GET', '/api/admin/users')).statusCode).toBe(401);
    const missing = await json('GET', '/api/admin/users/424242', undefined, adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Пользователь не найден' });
  });

  it('never relays mail for non-admins', async () => {
    const mail = { to: 'victim@example.ru', subject: 'Hi', html: '<p>x</p>' };
    expect((await json('POST', '/api/email/send', mail)).statusCode).toBe(401);
    const sent = await json('POST', '/api/email/send', mail, adminToken);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
  });

  it('answers forgot-password the same for any e-mail and rejects a bad reset link', async () => {
    const a = await json('POST', '/api/auth/forgot-password', { email: 'oleg@rest.ru' });
    const b = await json('POST', '/api/auth/forgot-password', { email: 'ghost@rest.ru' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const bad = await json('POST', '/api/auth/verify-reset-token', { token: 'nope', email: 'oleg@rest.ru' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Недействительная или устаревшая ссылка для сброса пароля.');
  });
});
