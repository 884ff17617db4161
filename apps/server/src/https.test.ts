// Behind HTTPS (PUBLIC_URL https://…) the session cookie is Secure and
// browsers are told to stay on HTTPS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureActiveUser } from '@shop/api';
import { createTestApp } from './testing/testApp';

describe('[SECURITY] served behind HTTPS', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { publicUrl: 'https://opt.example.ru' });
    await ensureActiveUser(t.db, {
      email: 'buyer@example.ru',
      password: 'secret123',
      role: 'user',
      firstName: 'Иван',
      lastName: 'Петров',
    });
  });
  afterAll(() => t.close());

  it('sends HSTS', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'buyer@example.ru', password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/shop_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/);
  });
});
