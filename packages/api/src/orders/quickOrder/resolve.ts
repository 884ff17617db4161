// orders.quickOrder.resolve: every line of a buyer's list answered at once, in
// two queries whatever the length of the list (see repository.ts). Lines
// naming the same part are merged with their quantities summed.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { OrderLine } from '@shop/sheets';
import { matchExact, matchSecond, secondKeysOf, type LineMatch } from './matching';
import { readingsOf } from './readings';
import { asProbes, partsStartingWith, partsWithKeys, type MatchedPart } from './repository';
import { MAX_CANDIDATES, mergedResults, type QuickOrderResult } from './results';

function groupBy<P extends MatchedPart>(parts: P[], keyOf: (part: P) => string): Map<string, P[]> {
  const groups = new Map<string, P[]>();
  for (const part of parts) {
    const group = groups.get(keyOf(part));
    if (group) group.push(part);
    else groups.set(keyOf(part), [part]);
  }
  return groups;
}

export function resolveQuickOrder(db: Kysely<Database>, lines: OrderLine[]): Promise<QuickOrderResult> {
  return asProbes(db, (trx) => resolveIn(trx, lines));
}

async function resolveIn(db: Kysely<Database>, lines: OrderLine[]): Promise<QuickOrderResult> {
  const readings = lines.map(readingsOf);
  // Most lines name an article as it is: the first read looks up only that.
  const keys = new Set(readings.flat().map((r) => r.key));
  const byKey = groupBy(await partsWithKeys(db, [...keys]), (part) => part.article_key);
  const matches: LineMatch[] = lines.map((line, i) => matchExact(line, readings[i]!, byKey));

  const unmatched = lines.flatMap((_, i) => (matches[i]!.kind === 'none' ? [i] : []));
  const second = [...new Set(unmatched.flatMap((i) => secondKeysOf(readings[i]!, byKey)))];
  if (second.length > 0) {
    // One more than is shown tells the buyer there are others.
    const rows = await partsStartingWith(db, second, MAX_CANDIDATES + 1);
    const byPrefix = groupBy(rows, (row) => row.prefix);
    for (const i of unmatched) matches[i] = matchSecond(lines[i]!, readings[i]!, byPrefix, byKey);
  }
  return mergedResults(lines, matches);
}
