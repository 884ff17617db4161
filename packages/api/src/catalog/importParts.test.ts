import { describe, expect, it } from 'vitest';
import { roublesToKopecks } from './importParts';

describe('[CATALOG][IMPORT] prices in roubles become exact kopecks', () => {
  it.each([
    ['1234,56', 123_456],
    ['1 234,5', 123_450],
    ['1\u00a0234.05', 123_405],
    ['0.1', 10],
    ['99.99', 9_999],
    ['7', 700],
  ])('%s → %i', (raw, kopecks) => expect(roublesToKopecks(raw)).toBe(kopecks));

  it.each(['', '-5', '1,234', '12.345', '1e3', 'сто', '1.2.3'])('refuses «%s»', (raw) =>
    expect(roublesToKopecks(raw)).toBeNull(),
  );
});
