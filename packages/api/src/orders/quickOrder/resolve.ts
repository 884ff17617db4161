// orders.quickOrderResolve: every line of a buyer's list answered at once, in
// two queries whatever the length of the list (see repository.ts). Lines
// naming the same part are merged with their quantities summed.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { OrderLine } from '@shop/sheets';
import { matchExact, matchPrefix, prefixKeysOf, type LineMatch } from './matching';
import { readingsOf } from './readings';
import { partsStartingWith, partsWithKeys, type MatchedPart } from './repository';
import { MAX_CANDIDATES, mergedResults, type QuickOrderResult } from './results';

function groupBy(parts: MatchedPart[], keyOf: (part: MatchedPart) => string): Map<string, MatchedPart[]> {
  const groups = new Map<string, MatchedPart[]>();
  for (const part of parts) {
    const key = keyOf(part);
    groups.set(key, [...(groups.get(key) ?? []), part]);
  }
  return groups;
}

export async function resolveQuickOrder(db: Kysely<Database>, lines: OrderLine[]): Promise<QuickOrderResult> {
  const readings = lines.map(readingsOf);
  const keys = new Set(readings.flat().flatMap((r) => [r.key, ...r.variants]));
  const byKey = groupBy(await partsWithKeys(db, [...keys]), (part) => part.article_key);
  const matches: LineMatch[] = lines.map((line, i) => matchExact(line, readings[i]!, byKey));

  const unmatched = lines.flatMap((_, i) => (matches[i]!.kind === 'none' ? [i] : []));
  const prefixes = [...new Set(unmatched.flatMap((i) => prefixKeysOf(readings[i]!)))];
  if (prefixes.length > 0) {
    // One more than is shown tells the buyer there are others.
    const rows = await partsStartingWith(db, prefixes, MAX_CANDIDATES + 1);
    const byPrefix = groupBy(rows, (row) => (row as MatchedPart & { prefix: string }).prefix);
    for (const i of unmatched) matches[i] = matchPrefix(lines[i]!, readings[i]!, byPrefix);
  }
  return mergedResults(lines, matches);
}
