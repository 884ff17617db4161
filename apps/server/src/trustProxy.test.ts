// X-Forwarded-For is believed only from the proxies TRUST_PROXY names, so a
// client cannot pick a fresh address per request to dodge per-address limits.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from '@shop/db';
import { loadConfig, StartupError } from './env';
import { createTestApp } from './testing/testApp';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

describe('TRUST_PROXY setting', () => {
  it('trusts nobody when unset, empty or 0', () => {
    for (const raw of [undefined, '', '  ', '0']) expect(parseTrustProxy(raw)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes addresses, CIDR ranges and the proxy-addr range names', () => {
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,::1,fd00::/8,loopback,uniquelocal')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('takes a hop count', () => {
    const trust = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([trust('203.0.113.1', 0), trust('203.0.113.1', 1), trust('203.0.113.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it.each(['true', '*', 'nginx', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3', '-1'])(
    'stops the start on "%s" with one clear line',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(StartupError);
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/^TRUST_PROXY must be/);
    },
  );
});

describe('client address behind proxies', () => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterEach(() => t?.close());

  const start = async (trustProxy: TrustProxy) => {
    t = await createTestApp('pglite', { trustProxy });
    return t;
  };
  /** One password-reset request for an unknown address, as a client at `peer` claiming `forwarded`. */
  const forgot = (app: NonNullable<typeof t>, i: number, forwarded: string, peer = '127.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwarded },
      payload: { email: `nobody-${i}@example.ru` },
    });
  const limitedAddresses = async (app: NonNullable<typeof t>) =>
    (
      await sql<{
        key: string;
      }>`select key from rate_limits where key like 'reset:ip:%' order by key`.execute(app.db)
    ).rows.map((row) => row.key.slice('reset:ip:'.length));

  it('ignores X-Forwarded-For by default: a new claimed address per request still hits the limit', async () => {
    const app = await start(false);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await forgot(app, i, `203.0.113.${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await limitedAddresses(app)).toEqual(['127.0.0.1']);
  });

  it('believes a named proxy, and only that proxy', async () => {
    const app = await start(['10.0.0.5']);
    await forgot(app, 1, '203.0.113.7', '10.0.0.5');
    await forgot(app, 2, '203.0.113.8', '10.0.0.6');
    // A client behind the proxy that sent its own header: the proxy's append is what counts.
    await forgot(app, 3, '198.51.100.1, 203.0.113.9', '10.0.0.5');
    expect(await limitedAddresses(app)).toEqual(['10.0.0.6', '203.0.113.7', '203.0.113.9']);
  });

  it('believes as many hops as the count says', async () => {
    const app = await start(parseTrustProxy('1') as TrustProxy);
    await forgot(app, 1, '198.51.100.1, 203.0.113.9', '10.0.0.5');
    expect(await limitedAddresses(app)).toEqual(['203.0.113.9']);
  });
});
