import type { DbHandle } from '@shop/db';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRateLimit, enforceRateLimit, pruneRateLimits, refundRateLimit } from './rateLimit';

const MINUTE = 60_000;

describe.each(testDbKinds())('rate limiter on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle?.close());

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const now = new Date('2026-11-22T10:00:20Z');
    const options = { key: 'login:a', limit: 3, windowMs: MINUTE, now };
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await consumeRateLimit(handle.db, options));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(40);
    // Another key is counted on its own; the next window starts afresh.
    expect((await consumeRateLimit(handle.db, { ...options, key: 'login:b' })).allowed).toBe(true);
    const later = new Date(now.getTime() + MINUTE);
    expect(await consumeRateLimit(handle.db, { ...options, now: later })).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
  });

  it('counts concurrent attempts exactly (atomic upsert)', async () => {
    const options = { key: 'burst', limit: 5, windowMs: MINUTE, now: new Date('2026-11-22T11:00:00Z') };
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(handle.db, options)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('gives an attempt back on refund and refuses with a Russian 429 when enforced', async () => {
    const options = { key: 'refund', limit: 1, windowMs: MINUTE, now: new Date('2026-11-22T12:00:00Z') };
    await enforceRateLimit(handle.db, options, () => 'Слишком много попыток');
    await refundRateLimit(handle.db, options);
    await enforceRateLimit(handle.db, options, () => 'Слишком много попыток');
    await expect(enforceRateLimit(handle.db, options, (s) => `Подождите ${s} с`)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Подождите 60 с',
    });
  });

  it('prunes counters of old windows', async () => {
    const old = { key: 'old', limit: 1, windowMs: MINUTE, now: new Date('2026-01-01T00:00:00Z') };
    await consumeRateLimit(handle.db, old);
    expect(await pruneRateLimits(handle.db, new Date('2026-06-01T00:00:00Z'))).toBe(1);
  });
});
