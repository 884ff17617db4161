import { describe, expect, it } from 'vitest';
import { discountPercent, formatRoubles, newBadgeKind } from './partRules';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('NEW badge', () => {
  it('is purple (created) for a part created within 7 days and never edited', () => {
    expect(newBadgeKind(ago(2), ago(2), now)).toBe('created');
  });
  it('is orange (updated) for an old part edited within 7 days', () => {
    expect(newBadgeKind(ago(90), ago(1), now)).toBe('updated');
  });
  it('is absent once the last change is older than 7 days', () => {
    expect(newBadgeKind(ago(8), ago(8), now)).toBeNull();
    expect(newBadgeKind(ago(90), ago(7.01), now)).toBeNull();
    expect(newBadgeKind(ago(6.99), ago(6.99), now)).toBe('created');
  });
});

describe('discount', () => {
  it('shows -N% rounded only when the retail price is above ours', () => {
    expect(discountPercent(100_000, 150_000)).toBe(33);
    expect(discountPercent(100_000, 133_300)).toBe(25);
    expect(discountPercent(100_000, 100_000)).toBeNull();
    expect(discountPercent(100_000, 90_000)).toBeNull();
    expect(discountPercent(100_000, null)).toBeNull();
  });
});

describe('rouble format', () => {
  it('writes ru-RU roubles with grouped thousands', () => {
    expect(formatRoubles(150_000).replace(/\s/g, ' ')).toBe('1 500 ₽');
    expect(formatRoubles(1_235_050).replace(/\s/g, ' ')).toBe('12 350,50 ₽');
    expect(formatRoubles(18_700)).toMatch(/^187\s₽$/);
  });
});
