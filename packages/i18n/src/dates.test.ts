import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('writes the Russian day, month and year, with the time when asked', () => {
    expect(formatDate('2026-11-22T09:05:00Z', 'Europe/Moscow')).toBe('22.11.2026');
    expect(formatDateTime('2026-11-22T09:05:00Z', 'Europe/Moscow')).toBe('22.11.2026, 12:05');
    expect(formatDateTime('2026-03-05T21:30:00Z', 'Europe/Moscow')).toBe('06.03.2026, 00:30');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
