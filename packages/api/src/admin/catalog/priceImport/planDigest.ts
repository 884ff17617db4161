// The fingerprint of what a preview showed the apply would do: the rows read
// from the file (valid and rejected), the columns, and the plan against the
// catalogue as it was (which parts are new, which change and to what the file
// sets, which are unchanged, which would be archived). 'Применить' makes the
// plan again and writes nothing unless the fingerprint is the same; then it
// writes batch by batch, each planned again under its parts' locks and
// written only if its own fingerprint is still the one checked: the apply
// does what the admin approved.
// What the file leaves alone is not part of it: buyers' orders move the stock
// of a price list's parts all day, and a list that sets only prices must not
// be refused for that (it keeps the stock as the orders left it).
import { createHash } from 'node:crypto';
import type { BatchPlan } from './plan';
import type { ReadPriceList } from './readPriceList';

/** A SHA-256 fed value by value, each as a JSON line: a plan never becomes one large string. */
function jsonLinesHash() {
  const hash = createHash('sha256');
  return {
    add: (value: unknown) => void hash.update(JSON.stringify(value)).update('\n'),
    hex: () => hash.digest('hex'),
  };
}

/** The fingerprint of one batch's plan: its new rows, its changed parts with their rows, its unchanged count. */
export function batchFingerprint(plan: BatchPlan): string {
  const { add, hex } = jsonLinesHash();
  for (const row of plan.created) add(row);
  for (const change of plan.changed) add([change.id, change.file]);
  add(plan.unchanged);
  return hex();
}

export function planDigester(archiveMissing: boolean) {
  const { add, hex } = jsonLinesHash();
  add({ archiveMissing });
  return {
    /**
     * Each batch in the order planned (the same rows give the same batches);
     * its fingerprint, which the apply checks again as it writes the batch.
     */
    batch(plan: BatchPlan): string {
      const fingerprint = batchFingerprint(plan);
      add(fingerprint);
      return fingerprint;
    },
    /** Last, what is known once the file is read (the preview plans while it reads). */
    digest(read: ReadPriceList, missing: readonly number[]): string {
      // Sorted: the mapping comes back from jsonb with its keys in another order.
      add(Object.entries(read.mapping).sort(([a], [b]) => a.localeCompare(b)));
      for (const row of read.rejected) add(row);
      add(missing);
      return hex();
    },
  };
}
