// The ways one line of a buyer's list may name an article, most likely first,
// each with its normalised key (the catalogue's own normalisation, so the
// generated article_key column matches) and the keys of its misspellings.
import type { OrderLine } from '@shop/sheets';
import {
  latinKeysToRussian,
  russianKeysToLatin,
  russianLookalikesToLatin,
} from '../../catalog/keyboardLayout';
import { articleKey } from '../../catalog/searchText';

export interface Reading {
  article: string;
  key: string;
  /** Keys of the same keys pressed on the other layout, or Russian look-alike letters read as Latin. */
  variants: string[];
  /** A word beside the article taken as its brand: the part must be of that brand. */
  brand?: string;
  /** The quantity this reading implies, when not the line's: the whole line as an article is 1. */
  quantity?: number;
  /** The whole line read as one article ("MP 10245"), its trailing number not a quantity. */
  whole?: true;
  /** Keys with two neighbouring characters swapped ("mp34925" -> "mp39425"), offered, never chosen. */
  swaps: string[];
}

const RUSSIAN = /[а-яё]/i;
/** Latin letters and the punctuation keys that carry Russian letters (;',.[]`). */
const LATIN_KEYS = /[a-z;',.[\]`]/i;

/** "Sheng-E", "sheng e" -> "shenge": brands compared like articles. */
export const brandKey = articleKey;

/** Shorter keys swapped would meet unrelated articles by chance. */
const MIN_SWAPPED = 5;
/** Articles are shorter; a longer key is text, and its swaps would only cost probes (up to 1 000 lines). */
const MAX_SWAPPED = 20;

/** The key with each pair of neighbouring, different characters swapped. */
export function swapsOf(key: string): string[] {
  if (key.length < MIN_SWAPPED || key.length > MAX_SWAPPED) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < key.length; i += 1) {
    if (key[i] !== key[i + 1]) swaps.add(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2));
  }
  return [...swaps];
}

function readingOf(
  article: string,
  extra: Pick<Reading, 'brand' | 'quantity' | 'whole'> = {},
): Reading | null {
  const key = articleKey(article);
  if (key === '') return null;
  // Only what a conversion can change is converted: most articles are Latin
  // letters and digits, which only the Latin-to-Russian reading changes.
  const russian = RUSSIAN.test(article);
  const candidates = [
    russian ? articleKey(russianLookalikesToLatin(article)) : key,
    russian ? articleKey(russianKeysToLatin(article)) : key,
    LATIN_KEYS.test(article) ? articleKey(latinKeysToRussian(article)) : key,
  ];
  const variants = candidates.filter((v, i) => v !== '' && v !== key && candidates.indexOf(v) === i);
  const brand = extra.brand === undefined ? {} : { brand: brandKey(extra.brand) };
  // A brand beside the article already narrows it: its swaps would only add noise.
  const swaps = extra.brand === undefined ? swapsOf(key) : [];
  return { article, key, variants, swaps, ...extra, ...brand };
}

/**
 * The article as split from its quantity; the whole line ("MP 10245" may be
 * one article); and with a first or last word taken as the brand
 * ("Yamaha 5ML-E4450-00").
 */
export function readingsOf(line: OrderLine): Reading[] {
  const split = readingOf(line.article);
  const readings = [split];
  if (line.wholeLine !== undefined) {
    const whole = readingOf(line.wholeLine, { quantity: 1, whole: true });
    // Swaps of one reading are enough ("MP-34925 2"); the whole line's only when the split is too short ("MP 34925").
    if (whole && split && split.swaps.length > 0) whole.swaps = [];
    readings.push(whole);
  }
  const words = line.article.split(' ');
  if (words.length >= 2) {
    readings.push(readingOf(words.slice(1).join(' '), { brand: words[0] }));
    readings.push(readingOf(words.slice(0, -1).join(' '), { brand: words.at(-1) }));
  }
  return readings.filter((reading): reading is Reading => reading !== null && reading.brand !== '');
}

/** Does a part's brand answer to the word the buyer wrote beside the article? */
export function brandMatches(partBrand: string, wanted: string): boolean {
  const key = brandKey(partBrand);
  return key === wanted || (wanted.length >= 3 && key.startsWith(wanted));
}
