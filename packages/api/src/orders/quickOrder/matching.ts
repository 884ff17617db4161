// How a line's readings meet the parts found for their keys. A reading as
// typed wins over its misspellings; an exact article over one that only
// starts with the typed text; several parts for one line are offered to the
// buyer to pick from, narrowed by a brand the line names.
import type { OrderLine } from '@shop/sheets';
import { brandKey, brandMatches, type Reading } from './readings';
import type { MatchedPart } from './repository';

/** exact: as typed; normalised: case, spaces or dashes differ; layout: wrong layout or look-alike letters; prefix: the start of an article. */
export type MatchKind = 'exact' | 'normalised' | 'layout' | 'prefix';

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

/** The match of the articles as read (case, spaces and dashes aside). */
export function matchExact(
  line: OrderLine,
  readings: readonly Reading[],
  byKey: ReadonlyMap<string, MatchedPart[]>,
): LineMatch {
  for (const reading of readings) {
    const result = decided(line, reading, byKey.get(reading.key) ?? [], 'exact');
    if (result.kind !== 'none') return result;
  }
  return NO_MATCH;
}

/** Keys short enough to start thousands of articles are not looked up by their start. */
export const MIN_PREFIX = 4;

/** What the second read looks up for a line the first did not match: misspellings, and starts of articles. */
export function secondKeysOf(readings: readonly Reading[]): string[] {
  return readings.flatMap((r) => [...r.variants, ...(r.key.length >= MIN_PREFIX ? [r.key] : [])]);
}

/**
 * The match among articles starting with the line's keys (at most a few per
 * key, in byte order, so an article equal to the key comes first): a
 * misspelling read right first, then the start of an article.
 */
export function matchSecond(
  line: OrderLine,
  readings: readonly Reading[],
  byPrefix: ReadonlyMap<string, MatchedPart[]>,
): LineMatch {
  const starting = (key: string) => byPrefix.get(key) ?? [];
  for (const reading of readings) {
    const parts = reading.variants.flatMap((key) => starting(key).filter((p) => p.article_key === key));
    const result = decided(line, reading, parts, 'layout');
    if (result.kind !== 'none') return result;
  }
  for (const reading of readings) {
    const keys = [reading.key, ...reading.variants].filter((key) => key.length >= MIN_PREFIX);
    const result = decided(line, reading, keys.flatMap(starting), 'prefix');
    if (result.kind !== 'none') return result;
  }
  return NO_MATCH;
}
