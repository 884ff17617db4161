// Several instances, one database, clocks that disagree (issue 30): sessions,
// reset links and rate-limit windows expire by the database's clock, so an
// instance whose own clock runs days ahead or behind sees what the others see.
// PostgreSQL only: PGlite runs in this process and reads the same faked clock.
import { createHash } from 'node:crypto';
import { testDbKinds } from '@shop/db/testing';
import { sql } from '@shop/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeRateLimit } from '../rateLimit/rateLimit';
import { verifyResetLink } from './passwordReset';
import { createHarness, type Harness } from './testHarness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** This process's clock, moved as an instance's own clock would be. */
const clockOff = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });

describe.runIf(testDbKinds().includes('postgres'))('[AUTH] the database decides expiry on postgres', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('postgres');
  });
  afterAll(() => h?.handle.close());
  afterEach(() => vi.useRealTimers());

  it('keeps a 30-day session alive on an instance whose clock is 31 days ahead', async () => {
    const { token } = await h.signedIn('user', 'ahead@shop.ru');
    clockOff(31 * DAY);
    const { session } = await h.deps.lucia.validateSession(token);
    expect(session?.id).toBe(token);
  });

  it('ends an expired session on an instance whose clock is 31 days behind', async () => {
    const { token } = await h.signedIn('user', 'behind@shop.ru');
    await sql`update sessions set expires_at = now() - interval '1 minute' where id = ${token}`.execute(
      h.handle.db,
    );
    clockOff(-31 * DAY);
    const { session } = await h.deps.lucia.validateSession(token);
    expect(session).toBeNull();
  });

  it('honours a reset link for its 30 minutes whatever the checking instance’s clock says', async () => {
    const { id } = await h.signedIn('user', 'reset@shop.ru');
    const token = 'a-link-token';
    await sql`insert into password_reset_tokens (user_id, token_hash, expires_at)
      values (${id}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '30 minutes')`.execute(
      h.handle.db,
    );
    const ctx = { ...h.deps, ip: '127.0.0.1', userAgent: '', sessionToken: null, setCookie: () => {} };
    clockOff(45 * MINUTE);
    await expect(
      verifyResetLink({ ...ctx, user: null, sessionId: null }, token, 'reset@shop.ru'),
    ).resolves.toBe(undefined);
  });

  it('counts attempts from instances an hour apart into one window', async () => {
    const limit = { key: 'login:clock-skew', limit: 1, windowMs: 60 * MINUTE };
    expect((await consumeRateLimit(h.handle.db, limit)).allowed).toBe(true);
    clockOff(61 * MINUTE);
    expect((await consumeRateLimit(h.handle.db, limit)).allowed).toBe(false);
  });
});
