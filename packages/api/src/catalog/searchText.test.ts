import { describe, expect, it } from 'vitest';
import { latinKeysToRussian, russianKeysToLatin } from './keyboardLayout';
import { articleKey, escapeLike, normaliseText, reachOf, searchTerms } from './searchText';

describe('search normalisation', () => {
  it('reads an article the same however it is typed', () => {
    const forms = ['5ML-E4450-00', '5ml e4450 00', '5MLE445000', '5ml.e4450/00', ' 5Ml-e4450 - 00 '];
    expect(new Set(forms.map(articleKey))).toEqual(new Set(['5mle445000']));
  });

  it('folds ё into е and ignores case and extra spaces', () => {
    expect(normaliseText('  Ёмкость   АККУМУЛЯТОРА ')).toBe('емкость аккумулятора');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('keyboard layout', () => {
  it('turns a word typed on the Latin layout into Russian', () => {
    expect(latinKeysToRussian('ghjrkflrf')).toBe('прокладка');
    expect(latinKeysToRussian('Gjhitym')).toBe('поршень');
    expect(latinKeysToRussian(',fnfhtz')).toBe('батарея');
  });

  it('turns a word typed on the Russian layout into Latin and leaves digits alone', () => {
    expect(russianKeysToLatin('нфьфрф')).toBe('yamaha');
    expect(russianKeysToLatin('5ЬД')).toBe('5ml');
  });
});

describe('search terms', () => {
  it('needs every word and offers the wrong-layout reading of each', () => {
    const terms = searchTerms('ghjrkflrf  Yamaha');
    expect(terms.tokens).toHaveLength(2);
    expect(terms.tokens[0]).toContain('прокладка');
    expect(terms.tokens[1]).toEqual(expect.arrayContaining(['yamaha', 'нфьфрф']));
  });

  it('keeps the whole query as an article key and has no terms for a blank query', () => {
    expect(searchTerms('5ml e4450 00').article).toBe('5mle445000');
    expect(searchTerms('   ')).toEqual({ tokens: [], article: '', signsOnly: false });
  });

  it('looks for a word of one or two letters or digits at a word start, and not for signs alone', () => {
    // Anywhere: what the trigram index can find inside a word.
    for (const variant of ['e44', 'sheng-e', '.04', '-5', 'ab-', 'zq-', 'a-b', 'öl-', 'шайба'])
      expect({ variant, reach: reachOf(variant) }).toEqual({ variant, reach: 'anywhere' });
    for (const variant of ['zq', 'lp', '02', 'м5', 'a', 'a-', 'ö'])
      expect({ variant, reach: reachOf(variant) }).toEqual({ variant, reach: 'wordStart' });
    for (const variant of ['--', '№', '%', '_', '/'])
      expect({ variant, reach: reachOf(variant) }).toEqual({ variant, reach: null });
    expect(searchTerms('№ 6203').tokens).toEqual([['6203']]);
    expect(searchTerms('-- №')).toEqual({ tokens: [], article: '', signsOnly: true });
  });
});
