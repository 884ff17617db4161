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
  return {
    tokens: words.slice(0, MAX_TOKENS).map(variantsOf),
    article: articleKey(normalised),
  };
}
