import { describe, expect, it } from 'vitest';
import { formatRoubles } from './money';

describe('formatRoubles', () => {
  it('groups thousands the Russian way and keeps kopecks only when there are some', () => {
    expect(formatRoubles(150_000).replace(/\s/g, ' ')).toBe('1 500 ₽');
    expect(formatRoubles(123_456).replace(/\s/g, ' ')).toBe('1 234,56 ₽');
    expect(formatRoubles(5)).toBe('0,05 ₽');
    expect(formatRoubles(0)).toBe('0 ₽');
    expect(formatRoubles(-2_050)).toBe('-20,50 ₽');
  });
});
