// What a price list would do to the catalogue, planned a batch at a time
// (by the preview as it reads the file, and by 'Применить' to check it
// again): the counts, the first rows of each kind and the plan's digest.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { ColumnMapping, PriceListField } from './columns';
import { missingParts, planBatch, type ChangedRow } from './plan';
import { planDigester } from './planDigest';
import type { ReadPriceList, ValidRow } from './readPriceList';

/** How many rows of each kind the preview lists (the counts are always complete). */
export const PREVIEW_LIST_LIMIT = 300;

/** The columns an import read, as kept with it. */
export interface StoredMapping {
  columns: ColumnMapping;
  headers: Partial<Record<PriceListField, string>>;
}

/** What the preview (and the apply's answer) shows: every count, the first rows of each kind. */
export function summary(read: ReadPriceList, plan: PlannedImport) {
  return {
    headers: read.headers,
    mapping: read.mapping,
    counts: {
      created: plan.created,
      changed: plan.changed,
      unchanged: plan.unchanged,
      rejected: read.rejected.length,
      archived: plan.missing.length,
    },
    created: plan.firstCreated.map((r) => ({
      row: r.row,
      article: r.article,
      name: r.name,
      priceKopecks: r.price,
      availability: r.availability ?? 0,
    })),
    changed: plan.firstChanged.map((c) => ({
      row: c.row,
      article: c.article,
      name: c.after.name,
      before: { priceKopecks: c.before.price, availability: c.before.availability },
      after: { priceKopecks: c.after.price, availability: c.after.availability },
    })),
    rejected: read.rejected.slice(0, PREVIEW_LIST_LIMIT),
  };
}

export interface PlannedImport {
  created: number;
  changed: number;
  unchanged: number;
  missing: number[];
  firstCreated: ValidRow[];
  firstChanged: ChangedRow[];
  digest: string;
}

/**
 * Plans rows a batch at a time as they are handed in, keeping the counts,
 * what the summary shows and the plan's digest; `finish` once the last batch is in.
 */
export function batchPlanner(db: Kysely<Database>, archiveMissing: boolean) {
  const digester = planDigester(archiveMissing);
  const planned: Omit<PlannedImport, 'digest'> = {
    created: 0,
    changed: 0,
    unchanged: 0,
    missing: [],
    firstCreated: [],
    firstChanged: [],
  };
  const keys: string[] = [];
  return {
    /** Plans a batch; its fingerprint. */
    async add(batch: ValidRow[]): Promise<string> {
      const plan = await planBatch(db, batch);
      const fingerprint = digester.batch(plan);
      for (const row of batch) keys.push(row.key);
      planned.created += plan.created.length;
      planned.changed += plan.changed.length;
      planned.unchanged += plan.unchanged;
      keepFirst(planned.firstCreated, plan.created);
      keepFirst(planned.firstChanged, plan.changed);
      return fingerprint;
    },
    async finish(read: ReadPriceList): Promise<PlannedImport> {
      if (archiveMissing) planned.missing = await missingParts(db, keys);
      return { ...planned, digest: digester.digest(read, planned.missing) };
    },
  };
}

function keepFirst<T>(list: T[], more: readonly T[]) {
  for (const item of more.slice(0, PREVIEW_LIST_LIMIT - list.length)) list.push(item);
}
