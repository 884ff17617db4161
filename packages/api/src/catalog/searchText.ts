// How a buyer's query becomes search terms. The database keeps the same
// normalised forms in generated columns (migration 0004): lower case, ё -> е,
// and for articles only letters and digits.
import { latinKeysToRussian, russianKeysToLatin } from './keyboardLayout';

const MAX_TOKENS = 8;

/** Lower case, ё folded into е, runs of whitespace collapsed. */
export function normaliseText(input: string): string {
  return input.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** An article however it was typed: "5ml e4450 00", "5ML-E4450-00" -> "5mle445000". */
export function articleKey(input: string): string {
  return normaliseText(input).replace(/[^0-9a-zа-я]/g, '');
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface SearchTerms {
  /** Every token must match; a token matches if any of its variants does. */
  tokens: string[][];
  /** The whole query as an article key ('' when it has no letters or digits). */
  article: string;
  /** Text was typed, but no letter or digit: it finds nothing (signs alone, '--', '№'). */
  signsOnly: boolean;
}

/**
 * Where a variant is looked for: 'anywhere' in the text, or at a 'wordStart'
 * only (the text's start, or after a space or an ASCII sign); null for signs
 * alone, which are not looked for. A variant is looked for anywhere when the
 * trigram index can find it ('%variant%' as pg_trgm reads it: a run of three
 * letters or digits, or a run that a sign inside the variant starts, or a run
 * of two that a sign ends). Else it is one or two letters or digits ('zq',
 * 'lp', '02', 'a-'): anywhere would read every part (no trigram to look up,
 * 2-4 s at a million parts, issue 32), at a word's start the index has them
 * (pg_trgm pads each word: ' zq').
 */
export type Reach = 'anywhere' | 'wordStart';

const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;

export function reachOf(variant: string): Reach | null {
  const runs = [...variant.matchAll(LETTERS_OR_DIGITS)];
  if (runs.length === 0) return null;
  const lookedUp = runs.some(({ 0: run, index }) => {
    const length = [...run].length;
    return length >= 3 || index > 0 || (length >= 2 && index + run.length < variant.length);
  });
  return lookedUp ? 'anywhere' : 'wordStart';
}

/** The query as typed plus its wrong-layout readings, without duplicates. */
function variantsOf(token: string): string[] {
  return [
    ...new Set([token, normaliseText(latinKeysToRussian(token)), normaliseText(russianKeysToLatin(token))]),
  ];
}

export function searchTerms(query: string): SearchTerms {
  const normalised = normaliseText(query);
  const words = normalised === '' ? [] : [...new Set(normalised.split(' '))];
  // Signs alone are not looked for: in a word of their own ('№ 6203') they
  // would only be tested on the rows the other words find, alone ('--')
  // on every part. A sign inside a word ('5gh-e44', '.04') stays.
  const tokens = words
    .map((word) => variantsOf(word).filter((variant) => reachOf(variant) !== null))
    .filter((variants) => variants.length > 0)
    .slice(0, MAX_TOKENS);
  return { tokens, article: articleKey(normalised), signsOnly: normalised !== '' && tokens.length === 0 };
}
