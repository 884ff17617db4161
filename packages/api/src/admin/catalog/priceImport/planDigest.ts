// The fingerprint of what a preview showed the apply would do: the rows read
// from the file (valid and rejected), the columns, and the plan against the
// catalogue as it was (which parts are new, which change and to what the file
// sets, which are unchanged, which would be archived). 'Применить' makes the
// plan again under its lock, batch by batch as it writes, and commits only
// when the fingerprint is the same: the apply does what the admin approved.
// What the file leaves alone is not part of it: buyers' orders move the stock
// of a price list's parts all day, and a list that sets only prices must not
// be refused for that (it keeps the stock as the orders left it).
import { createHash } from 'node:crypto';
import type { BatchPlan } from './plan';
import type { ReadPriceList } from './readPriceList';

export function planDigester(archiveMissing: boolean) {
  const hash = createHash('sha256');
  // Piece by piece: a 100 000-row plan never becomes one 30 MB string.
  const add = (value: unknown) => hash.update(JSON.stringify(value)).update('\n');
  add({ archiveMissing });
  return {
    /** Each batch in the order planned: the same rows give the same batches. */
    batch(plan: BatchPlan): void {
      for (const row of plan.created) add(row);
      for (const change of plan.changed) add([change.id, change.file]);
      add(plan.unchanged);
    },
    /** Last, what is known once the file is read (the preview plans while it reads). */
    digest(read: ReadPriceList, missing: readonly number[]): string {
      // Sorted: the mapping comes back from jsonb with its keys in another order.
      add(Object.entries(read.mapping).sort(([a], [b]) => a.localeCompare(b)));
      for (const row of read.rejected) add(row);
      add(missing);
      return hash.digest('hex');
    },
  };
}
