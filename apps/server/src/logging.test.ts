// Secrets never reach the request log: reset tokens and passwords in query
// strings, tRPC inputs, JSON quoted by parse errors, error objects, headers.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactText, redactUrl, redactValue } from './logging';
import { createTestApp } from './testing/testApp';

const SECRETS = ['s3cr3t-reset-token', 'hunter2-password', 'bearer-session-id', 'trpc-token-value'];

describe('redaction', () => {
  it('redacts secret query values, keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc&email=a%40b.ru')).toBe(
      '/reset-password?token=%5Bredacted%5D&email=a%40b.ru',
    );
    expect(redactUrl('/api/parts-data?refresh=true&t=1')).toBe('/api/parts-data?refresh=true&t=1');
  });

  it("redacts tRPC's JSON input key by key, batches included", () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { token: 'x', email: 'a@b.ru' } }));
    const url = new URL(redactUrl(`/trpc/auth.verifyResetToken?batch=1&input=${input}`), 'http://x');
    expect(JSON.parse(url.searchParams.get('input')!)).toEqual({
      0: { token: '[redacted]', email: 'a@b.ru' },
    });
  });

  it('redacts JSON text, also when cut off, and secret-named keys of objects', () => {
    expect(redactText('Unexpected end of JSON: {"email":"a@b.ru","password":"hunt')).toBe(
      'Unexpected end of JSON: {"email":"a@b.ru","password":"[redacted]"',
    );
    expect(redactValue({ newPassword: 'x', nested: { resetToken: 'y', ok: 'token=z&a=1' } })).toEqual({
      newPassword: '[redacted]',
      nested: { resetToken: '[redacted]', ok: 'token=[redacted]&a=1' },
    });
  });
});

describe('request log of a running app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let log = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    t = await createTestApp('pglite', { log: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('carries no token or password from URLs, bodies, headers or errors', async () => {
    const input = encodeURIComponent(JSON.stringify({ token: SECRETS[3], email: 'a@b.ru' }));
    await t.app.inject(`/reset-password?token=${SECRETS[0]}&email=a%40b.ru`);
    await t.app.inject(`/trpc/auth.verifyResetToken?input=${input}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRETS[2]}` },
      payload: `{"email":"a@b.ru","password":"${SECRETS[1]}"`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: SECRETS[0], email: 'a@b.ru', password: SECRETS[1] },
    });
    t.app.log.error({ err: new Error(`login failed for {"password":"${SECRETS[1]}"}`) }, 'by hand');
    t.app.log.info({ input: { password: SECRETS[1] }, headers: { authorization: SECRETS[2] } }, 'by hand');

    expect(log).toContain('/reset-password?token=%5Bredacted%5D');
    expect(log).toContain('[redacted]');
    for (const secret of SECRETS) expect(log).not.toContain(secret);
  });
});
