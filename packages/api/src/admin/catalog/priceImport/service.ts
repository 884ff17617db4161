// The price-list import of the admin screen and REST: a preview that changes
// nothing (planned batch by batch while the file is read; stored with its
// file, its checked rows and the digest of its plan), then 'Применить', which plans the same rows again under its lock and
// writes them a batch at a time in one transaction, committed only when the
// plan is the one previewed: everything, or nothing. Neither step holds the
// file's rows whole (issue 28: 300 MB for a 100 000-row list).
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';
import { t } from '@shop/i18n';
import { AppError } from '../../../errors';
import { writeAudit } from '../auditLog';
import { applyBatch, beginApply, finishApply } from './applyPlan';
import { mappingByHeader, type ColumnMapping, type PriceListField } from './columns';
import { missingParts, planBatch, type BatchPlan, type ChangedRow } from './plan';
import { planDigester } from './planDigest';
import { dropStalePreviews } from './history';
import { keepPriceList, keptPriceList } from './priceListFiles';
import { keepPreviewRows, keptPreviewRows, readAndPackRows, rowsKeyOf, unpackRows } from './previewRows';
import type { ReadPriceList, ValidRow } from './readPriceList';

/** How many rows of each kind the preview lists (the counts are always complete). */
export const PREVIEW_LIST_LIMIT = 300;

interface StoredMapping {
  columns: ColumnMapping;
  headers: Partial<Record<PriceListField, string>>;
}

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

/** What the preview (and the apply's answer) shows: every count, the first rows of each kind. */
function summary(read: ReadPriceList, plan: PlannedImport) {
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

interface PlannedImport {
  created: number;
  changed: number;
  unchanged: number;
  missing: number[];
  firstCreated: ValidRow[];
  firstChanged: ChangedRow[];
  digest: string;
}

/**
 * Plans rows a batch at a time as they are handed in (`write`, when applying,
 * writes each batch as it is planned), keeping the counts, what the summary
 * shows and the plan's digest; `finish` once the last batch is in.
 */
function batchPlanner(
  db: Kysely<Database>,
  archiveMissing: boolean,
  lock: boolean,
  write?: (plan: BatchPlan) => Promise<void>,
) {
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
    async add(batch: ValidRow[]): Promise<void> {
      const plan = await planBatch(db, batch, lock);
      digester.batch(plan);
      for (const row of batch) keys.push(row.key);
      planned.created += plan.created.length;
      planned.changed += plan.changed.length;
      planned.unchanged += plan.unchanged;
      keepFirst(planned.firstCreated, plan.created);
      keepFirst(planned.firstChanged, plan.changed);
      await write?.(plan);
    },
    async finish(read: ReadPriceList): Promise<PlannedImport> {
      if (archiveMissing) planned.missing = await missingParts(db, keys, lock);
      return { ...planned, digest: digester.digest(read, planned.missing) };
    },
  };
}

function keepFirst<T>(list: T[], more: readonly T[]) {
  for (const item of more.slice(0, PREVIEW_LIST_LIMIT - list.length)) list.push(item);
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
  const planner = batchPlanner(db, input.archiveMissing, false);
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

export interface ApplyHooks {
  /** Tests look into the transaction here, before any write. */
  afterBegin?: (trx: Kysely<Database>) => Promise<void> | void;
  /** Tests look into the transaction here, after every write (or fail it, to prove nothing stays). */
  beforeCommit?: (trx: Kysely<Database>) => Promise<void> | void;
}

export async function applyImport(
  db: Kysely<Database>,
  files: FileStore,
  actorId: number,
  importId: number,
  hooks: ApplyHooks = {},
) {
  const stored = await db
    .selectFrom('price_imports')
    .select([
      'id',
      'file_name',
      'file_key',
      'file_data',
      'mapping',
      'archive_missing',
      'status',
      'plan_digest',
    ])
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!stored) throw new AppError('NOT_FOUND', t('admin:priceImport.notFound'));
  if (stored.status !== 'preview') throw new AppError('CONFLICT', t('admin:priceImport.alreadyApplied'));
  const mapping = (
    typeof stored.mapping === 'string' ? JSON.parse(stored.mapping) : stored.mapping
  ) as StoredMapping;
  const bytes = await keptPriceList(files, stored);
  const previewed = await keptPreviewRows(files, stored.file_key, bytes);
  const result = await db.transaction().execute(async (trx) => {
    await hooks.afterBegin?.(trx);
    // One import at a time: a second 'Применить' waits, then sees it applied.
    const locked = await trx
      .selectFrom('price_imports')
      .select('status')
      .where('id', '=', importId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status !== 'preview') throw new AppError('CONFLICT', t('admin:priceImport.alreadyApplied'));
    // A preview from before its rows were kept reads its file again.
    const rows = previewed ?? (await readAgain(trx, bytes, mapping.columns));
    const now = new Date();
    await beginApply(trx);
    const categories = new Set<string>();
    const planner = batchPlanner(trx, stored.archive_missing, true, async (batch) => {
      if (previewed) await assertCategoriesKept(trx, batch, categories);
      const createdIds = await applyBatch(trx, batch, now);
      await auditBatch(trx, actorId, importId, batch, createdIds);
    });
    for await (const batch of rows.batches()) await planner.add(batch);
    const plan = await planner.finish(rows.read);
    // Written batch by batch, committed only if it is what the admin approved.
    if (plan.digest !== stored.plan_digest)
      throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
    await finishApply(trx, plan.missing, now);
    await writeAudit(trx, {
      actorId,
      entity: 'price_import',
      entityId: importId,
      action: 'import',
      after: {
        fileName: stored.file_name,
        created: plan.created,
        changed: plan.changed,
        archived: plan.missing.length,
      },
    });
    const counts = {
      created_count: plan.created,
      updated_count: plan.changed,
      unchanged_count: plan.unchanged,
      rejected_count: rows.read.rejected.length,
      archived_count: plan.missing.length,
    };
    await trx
      .updateTable('price_imports')
      .set({ ...counts, status: 'applied', applied_at: now, archived_part_ids: plan.missing })
      .where('id', '=', importId)
      .execute();
    await hooks.beforeCommit?.(trx);
    return summary(rows.read, plan);
  });
  // A list can double the catalogue: the planner's statistics follow at once
  // (autovacuum would take a minute), or the next list's lookups and the
  // buyers' searches are planned for the catalogue as it was.
  await sql`analyze parts`.execute(db);
  // The file stays for the history's download; the rows were for this apply
  // only. The import is committed: a store that fails here costs a stray
  // file, never the admin's answer.
  if (stored.file_key) await files.delete(rowsKeyOf(stored.file_key)).catch(() => undefined);
  return { importId, fileName: stored.file_name, ...result };
}

/** The rows of a preview kept without them (or with them damaged), read from its file again. */
async function readAgain(trx: Kysely<Database>, bytes: Buffer, columns: ColumnMapping) {
  const { packed } = await readAndPackRows(trx, bytes, columns, undefined, async () => undefined);
  const rows = await unpackRows(packed, bytes);
  if (!rows) throw new Error('price list rows packed here do not unpack');
  return rows;
}

/** A category the preview put rows in and that is gone since is a change, as a read of the file would find. */
async function assertCategoriesKept(trx: Kysely<Database>, plan: BatchPlan, known: Set<string>) {
  const used = [
    ...new Set([...plan.created.map((r) => r.categoryId), ...plan.changed.map((c) => c.after.categoryId)]),
  ].filter((id) => !known.has(id));
  if (used.length === 0) return;
  const kept = await trx.selectFrom('categories').select('id').where('id', 'in', used).execute();
  if (kept.length !== used.length) throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
  for (const id of used) known.add(id);
}

/** One audit entry per part the batch created or changed (bulk). */
async function auditBatch(
  trx: Kysely<Database>,
  actorId: number,
  importId: number,
  plan: BatchPlan,
  createdIds: Map<string, number>,
) {
  const ids: string[] = [];
  const befores: Array<string | null> = [];
  const afters: string[] = [];
  for (const row of plan.created) {
    const id = createdIds.get(row.key);
    if (id === undefined) continue;
    ids.push(String(id));
    befores.push(null);
    afters.push(JSON.stringify({ importId, partNumber: row.article, priceKopecks: row.price }));
  }
  for (const c of plan.changed) {
    ids.push(String(c.id));
    befores.push(JSON.stringify({ priceKopecks: c.before.price, availability: c.before.availability }));
    afters.push(
      JSON.stringify({ importId, priceKopecks: c.after.price, availability: c.after.availability }),
    );
  }
  if (ids.length > 0)
    await sql`insert into audit_log (actor_id, entity, entity_id, action, before, after)
      select ${actorId}, 'part', e.id, 'import', e.before::jsonb, e.after::jsonb
      from unnest(${ids}::text[], ${befores}::text[], ${afters}::text[]) as e(id, before, after)`.execute(
      trx,
    );
}
