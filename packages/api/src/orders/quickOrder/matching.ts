// How a line's readings meet the parts found for their keys. A reading as
// typed wins over its misspellings; an exact article over one that only
// starts with the typed text; several parts for one line are offered to the
// buyer to pick from, narrowed by a brand the line names. A trailing number
// is the quantity when the article before it is known or starts known
// articles: read as the article's end only when nothing else fits, and when
// both readings fit the buyer is asked. An article with two characters
// swapped is only offered.
import type { OrderLine } from '@shop/sheets';
import { brandKey, brandMatches, type Reading } from './readings';
import type { MatchedPart } from './repository';

/**
 * exact: as typed; normalised: case, spaces or dashes differ; layout: wrong layout or look-alike
 * letters; prefix: the start of an article; transposed: two neighbouring characters swapped.
 */
export type MatchKind = 'exact' | 'normalised' | 'layout' | 'prefix' | 'transposed';

export type LineMatch =
  | { kind: 'one'; part: MatchedPart; match: MatchKind; quantity?: number }
  | { kind: 'several'; parts: MatchedPart[]; match: MatchKind; quantity?: number }
  | { kind: 'none' };

export const NO_MATCH: LineMatch = { kind: 'none' };

const distinct = (parts: MatchedPart[]) =>
  parts.filter((p, i) => parts.findIndex((q) => q.id === p.id) === i);

/** Of several parts, those of a brand the line names anywhere ("Yamaha"), if that leaves any. */
function narrowedByBrand(line: OrderLine, parts: MatchedPart[]): MatchedPart[] {
  if (parts.length < 2) return parts;
  const words = new Set(line.input.split(/\s+/).map(brandKey));
  const named = parts.filter((part) => words.has(brandKey(part.brand)));
  return named.length > 0 ? named : parts;
}

function decided(line: OrderLine, reading: Reading, parts: MatchedPart[], match: MatchKind): LineMatch {
  const result = chosen(line, reading, parts, match);
  return result.kind === 'none' || reading.quantity === undefined
    ? result
    : { ...result, quantity: reading.quantity };
}

function chosen(line: OrderLine, reading: Reading, parts: MatchedPart[], match: MatchKind): LineMatch {
  const wanted = reading.brand;
  const ofBrand = wanted === undefined ? parts : parts.filter((part) => brandMatches(part.brand, wanted));
  const found = narrowedByBrand(line, distinct(ofBrand));
  if (found.length === 0) return NO_MATCH;
  if (match !== 'prefix') {
    // Two articles written differently with one key: the one typed exactly is meant.
    const typed = found.filter((p) => p.part_number.toUpperCase() === reading.article.toUpperCase());
    if (typed.length === 1) return { kind: 'one', part: typed[0]!, match: 'exact' };
  }
  if (found.length > 1) return { kind: 'several', parts: found, match };
  return { kind: 'one', part: found[0]!, match: match === 'exact' ? 'normalised' : match };
}

/**
 * The match of the articles as read (case, spaces and dashes aside). The
 * whole line as one article waits for the second read, which tells whether
 * the article before its number starts other articles.
 */
export function matchExact(
  line: OrderLine,
  readings: readonly Reading[],
  byKey: ReadonlyMap<string, MatchedPart[]>,
): LineMatch {
  for (const reading of readings) {
    if (reading.whole) continue;
    const result = decided(line, reading, byKey.get(reading.key) ?? [], 'exact');
    if (result.kind !== 'none') return result;
  }
  return NO_MATCH;
}

/** Keys short enough to start thousands of articles are not looked up by their start. */
export const MIN_PREFIX = 4;

/** What the second read looks up for a line the first did not match: misspellings, starts of articles, swaps. */
export function secondKeysOf(readings: readonly Reading[], byKey: ReadonlyMap<string, unknown>): string[] {
  // The whole line found as an article: only the split reading can put it in doubt, and not by a swap.
  const wholeFound = readings.some((r) => r.whole && byKey.has(r.key));
  return readings
    .filter((r) => !(wholeFound && r.whole))
    .flatMap((r) => [
      ...r.variants,
      ...(r.key.length >= MIN_PREFIX ? [r.key] : []),
      ...(wholeFound ? [] : r.swaps),
    ]);
}

const partsOf = (match: LineMatch): MatchedPart[] =>
  match.kind === 'one' ? [match.part] : match.kind === 'several' ? match.parts : [];

/**
 * The second read's answer for a line (the parts starting with its keys, at
 * most a few per key in byte order, so an article equal to the key comes
 * first). The whole line found as one article is weighed against the split
 * reading: if the article before the number starts other articles, both are offered.
 */
export function matchSecond(
  line: OrderLine,
  readings: readonly Reading[],
  byPrefix: ReadonlyMap<string, MatchedPart[]>,
  byKey: ReadonlyMap<string, MatchedPart[]>,
): LineMatch {
  const whole = readings.find((r) => r.whole);
  const wholeMatch = whole ? decided(line, whole, byKey.get(whole.key) ?? [], 'exact') : NO_MATCH;
  if (wholeMatch.kind === 'none') return matchMisspelt(line, readings, byPrefix);
  const split = matchMisspelt(
    line,
    readings.filter((r) => !r.whole),
    byPrefix,
  );
  if (split.kind === 'none' || split.match === 'transposed') return wholeMatch;
  const wholeParts = partsOf(wholeMatch);
  const splitParts = partsOf(split);
  // "LP 50QT 1234": the only article starting "LP 50QT" is the whole line's.
  if (splitParts.every((p) => wholeParts.some((q) => q.id === p.id))) return wholeMatch;
  // The line's own quantity: the number may well be one.
  return { kind: 'several', parts: distinct([...wholeParts, ...splitParts]), match: split.match };
}

/** A misspelling read right first, then the start of an article, then an article with two characters swapped. */
function matchMisspelt(
  line: OrderLine,
  readings: readonly Reading[],
  byPrefix: ReadonlyMap<string, MatchedPart[]>,
): LineMatch {
  const starting = (key: string) => byPrefix.get(key) ?? [];
  const equal = (keys: readonly string[]) =>
    keys.flatMap((key) => starting(key).filter((p) => p.article_key === key));
  for (const reading of readings) {
    const result = decided(line, reading, equal(reading.variants), 'layout');
    if (result.kind !== 'none') return result;
  }
  for (const reading of readings) {
    const keys = [reading.key, ...reading.variants].filter((key) => key.length >= MIN_PREFIX);
    const result = decided(line, reading, keys.flatMap(starting), 'prefix');
    if (result.kind !== 'none') return result;
  }
  for (const reading of readings) {
    const found = narrowedByBrand(line, distinct(equal(reading.swaps)));
    // Offered, never chosen: a swapped article is another part, maybe a real one.
    if (found.length > 0)
      return { kind: 'several', parts: found, match: 'transposed', quantity: reading.quantity };
  }
  return NO_MATCH;
}
