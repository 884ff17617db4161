// The fingerprint of what a preview showed: the rows read from the file (valid
// and rejected), the columns, and the plan against the catalogue as it was
// (each part's values before and after, the new ones, the ones to archive).
// 'Применить' makes the plan again under its lock and applies it only when
// the fingerprint is the same: nothing the admin approved has changed since.
import { createHash } from 'node:crypto';
import type { ImportPlan } from './plan';
import type { ReadPriceList } from './readPriceList';

export function planDigest(read: ReadPriceList, plan: ImportPlan, archiveMissing: boolean): string {
  const hash = createHash('sha256');
  // Piece by piece: a 100 000-row plan never becomes one 30 MB string.
  const add = (value: unknown) => hash.update(JSON.stringify(value)).update('\n');
  // Sorted: the mapping comes back from jsonb with its keys in another order.
  const mapping = Object.entries(read.mapping).sort(([a], [b]) => a.localeCompare(b));
  add({ mapping, archiveMissing, unchanged: plan.unchanged });
  for (const row of read.rejected) add(row);
  for (const row of plan.created) add(row);
  for (const row of plan.changed) add(row);
  add(plan.missing);
  return hash.digest('hex');
}
