import { describe, expect, it } from 'vitest';
import { addDays, presetDays, presetOf, shopToday } from './dayRange';

describe('[ADMIN][ORDERS] the list periods in shop days', () => {
  it("takes today from Moscow's calendar, not the browser's", () => {
    // 22:30 UTC on the 25th is already 01:30 on the 26th in Moscow.
    expect(shopToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
    expect(shopToday(new Date('2026-11-25T20:30:00Z'))).toBe('2026-11-25');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2027-01-03', -6)).toBe('2026-12-28');
  });

  it('names the presets and tells them from any other range', () => {
    const today = '2026-11-26';
    expect(presetDays('week', today)).toEqual({ from: '2026-11-20', to: today });
    expect(presetOf(undefined, undefined, today)).toBe('all');
    expect(presetOf(today, today, today)).toBe('today');
    expect(presetOf('2026-11-20', today, today)).toBe('week');
    expect(presetOf('2026-11-19', today, today)).toBe('range');
    expect(presetOf('2026-11-25', '2026-11-25', today)).toBe('range');
  });
});
