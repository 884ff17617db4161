import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('grows exponentially from 30 s, is capped at 1 h and never zero', () => {
    expect(retryDelayMs(1, () => 0.999999)).toBe(59_999);
    expect(retryDelayMs(3, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(20, () => 0.999999)).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(1_000);
  });

  it('spreads retries across the window (full jitter)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(4)));
    expect(delays.size).toBeGreaterThan(40);
    for (const d of delays) expect(d).toBeLessThanOrEqual(30_000 * 16);
  });
});
