// The price-list import of the admin screen and REST: a preview that changes
// nothing (planned batch by batch while the file is read; stored with its
// file, its checked rows and the digest of its plan), then 'Применить'
// (apply.ts), which checks the plan again as a whole and writes it a batch
// per transaction. Neither step holds the file's rows whole (issue 28: 300 MB
// for a 100 000-row list).
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';
import { mappingByHeader, type ColumnMapping } from './columns';
import { dropStalePreviews } from './history';
import { batchPlanner, summary, type StoredMapping } from './importPlan';
import { keepPriceList } from './priceListFiles';
import { keepPreviewRows, readAndPackRows } from './previewRows';

export { applyImport, type ApplyHooks } from './apply';

async function rememberedMapping(db: Kysely<Database>) {
  const last = await db
    .selectFrom('price_imports')
    .select('mapping')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return undefined;
  const stored = (
    typeof last.mapping === 'string' ? JSON.parse(last.mapping) : last.mapping
  ) as StoredMapping;
  return stored.headers;
}

export async function previewImport(
  db: Kysely<Database>,
  files: FileStore,
  actorId: number,
  input: {
    fileName: string;
    content?: Uint8Array;
    contentBase64?: string;
    mapping?: ColumnMapping;
    archiveMissing: boolean;
  },
) {
  const bytes = input.content
    ? Buffer.from(input.content.buffer, input.content.byteOffset, input.content.byteLength)
    : Buffer.from(input.contentBase64 ?? '', 'base64');
  // Planned while the file is read: a batch checked is a batch looked up.
  const planner = batchPlanner(db, input.archiveMissing);
  const { read, packed } = await readAndPackRows(
    db,
    bytes,
    input.mapping,
    await rememberedMapping(db),
    planner.add,
  );
  const plan = await planner.finish(read);
  await dropStalePreviews(db, files);
  const mapping: StoredMapping = {
    columns: read.mapping,
    headers: mappingByHeader(read.headers, read.mapping),
  };
  const fileKey = await keepPriceList(files, input.fileName, bytes);
  await keepPreviewRows(files, fileKey, packed);
  const stored = await db
    .insertInto('price_imports')
    .values({
      actor_id: actorId,
      file_name: input.fileName,
      file_key: fileKey,
      mapping: JSON.stringify(mapping),
      archive_missing: input.archiveMissing,
      created_count: plan.created,
      updated_count: plan.changed,
      unchanged_count: plan.unchanged,
      rejected_count: read.rejected.length,
      archived_count: plan.missing.length,
      plan_digest: plan.digest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { importId: stored.id, fileName: input.fileName, ...summary(read, plan) };
}
