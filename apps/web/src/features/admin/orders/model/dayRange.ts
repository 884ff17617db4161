// The orders list's periods in the shop's calendar days (the server filters by
// them): 'YYYY-MM-DD' strings, compared as text, moved by whole days in UTC
// so that no time zone shifts them.
import { SHOP_TIME_ZONE } from '@shop/i18n/dates';

export type DayPreset = 'all' | 'today' | 'week' | 'range';

/** The shop's today, whatever the browser's own time zone. */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** '2026-11-26' moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days of a preset ('7 дней' is today and the six days before). */
export function presetDays(preset: 'today' | 'week', today: string): { from: string; to: string } {
  return { from: preset === 'today' ? today : addDays(today, -6), to: today };
}

/** Which preset the days in the address are, if any. */
export function presetOf(from: string | undefined, to: string | undefined, today: string): DayPreset {
  if (!from && !to) return 'all';
  if (to === today && from === today) return 'today';
  if (to === today && from === addDays(today, -6)) return 'week';
  return 'range';
}

/** '2026-11-20' → '20.11.2026'. */
export const dayLabel = (day: string) => day.split('-').reverse().join('.');
