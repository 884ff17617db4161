// 'Применить': the previewed plan checked again as a whole, then written a
// batch per transaction (see applyImport).
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';
import { t } from '@shop/i18n';
import { AppError } from '../../../errors';
import { settleParts } from '../../../catalog/settleParts';
import { writeAudit } from '../auditLog';
import { applyBatch, beginApply, finishApply } from './applyPlan';
import type { ColumnMapping } from './columns';
import { batchPlanner, summary, type StoredMapping } from './importPlan';
import { missingParts, planBatch, type BatchPlan } from './plan';
import { batchFingerprint } from './planDigest';
import { keptPriceList } from './priceListFiles';
import { readAndPackRows, rowsKeyOf, unpackRows, type PreviewRows } from './previewRows';

export interface ApplyHooks {
  /** Tests look into each batch's transaction here, before its writes. */
  afterBegin?: (trx: Kysely<Database>, batch: number) => Promise<void> | void;
  /** Tests look into each batch's transaction here, after its writes, its parts still locked (or fail it). */
  beforeCommit?: (trx: Kysely<Database>, batch: number) => Promise<void> | void;
}

/** A claim on an import left by a process that stopped mid-apply lapses after this long. */
const CLAIM_LAPSES_MS = 15 * 60_000;

/**
 * Applies a preview: the whole plan is made again and compared with the one
 * previewed before anything is written (a file or catalogue changed since is
 * refused in Russian, nothing written); then it is written a batch at a
 * time, each batch in a transaction of its own, planned again under its
 * parts' locks and written only if it is still as checked. One transaction
 * for the whole list held every part it touched until its end (25-60 s):
 * buyers' orders for them waited, took the pool's connections from every
 * other request, and deadlocked with it (an order locks its parts in id
 * order, the list a batch after another). Should a batch have changed in
 * the seconds since the check, or the database fail, the batches written
 * stay, the import is recorded as failed with what it wrote, and the admin
 * is told how far it got: the file checked again shows the rest.
 */
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
  await claimImport(db, importId);
  let written: WrittenSoFar = { batches: 0, rows: 0, created: 0, changed: 0, unchanged: 0 };
  let total = 0;
  let result: Awaited<ReturnType<typeof writePlan>>;
  try {
    const source = await keptRowsOrFile(db, files, stored.file_key, bytes, mapping.columns);
    const checked = await checkPlan(db, await source.rows(), stored.archive_missing);
    total = checked.validCount;
    if (checked.plan.digest !== stored.plan_digest)
      throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
    result = await writePlan(db, await source.rows(), checked, {
      actorId,
      importId,
      fileName: stored.file_name,
      archiveMissing: stored.archive_missing,
      previewed: source.previewed,
      hooks,
      progress: (soFar) => (written = soFar),
    });
  } catch (error) {
    if (written.batches === 0) {
      await releaseClaim(db, importId);
      throw error;
    }
    await recordPartialApply(db, importId, written).catch(() => undefined);
    throw new AppError('CONFLICT', t('admin:priceImport.partlyApplied', { written: written.rows, total }), {
      cause: error,
    });
  }
  // The buyers' counts read the indexes alone again, and the planner's
  // statistics follow at once: a list can double the catalogue, and the next
  // list's lookups and the buyers' searches would be planned for the one before.
  await settleParts(db);
  // The file stays for the history's download; the rows were for this apply
  // only. The import is recorded: a store that fails here costs a stray
  // file, never the admin's answer.
  if (stored.file_key) await files.delete(rowsKeyOf(stored.file_key)).catch(() => undefined);
  return { importId, fileName: stored.file_name, ...summary(result.read, result.plan) };
}

/** One apply of an import at a time: a second 'Применить' is told it is already under way or done. */
async function claimImport(db: Kysely<Database>, importId: number): Promise<void> {
  const claimed = await db
    .updateTable('price_imports')
    .set({ applied_at: new Date() })
    .where('id', '=', importId)
    .where('status', '=', 'preview')
    .where((eb) =>
      eb.or([eb('applied_at', 'is', null), eb('applied_at', '<', new Date(Date.now() - CLAIM_LAPSES_MS))]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new AppError('CONFLICT', t('admin:priceImport.alreadyApplying'));
}

async function releaseClaim(db: Kysely<Database>, importId: number): Promise<void> {
  await db
    .updateTable('price_imports')
    .set({ applied_at: null })
    .where('id', '=', importId)
    .where('status', '=', 'preview')
    .execute()
    .catch(() => undefined);
}

/** The preview's kept rows, or (kept before them, or damaged) the file read again; readable twice. */
async function keptRowsOrFile(
  db: Kysely<Database>,
  files: FileStore,
  fileKey: string | null,
  bytes: Buffer,
  columns: ColumnMapping,
) {
  const kept = fileKey ? await files.get(rowsKeyOf(fileKey)) : null;
  const previewed = kept !== null && (await unpackRows(kept, bytes)) !== null;
  const packed = previewed
    ? kept
    : (await readAndPackRows(db, bytes, columns, undefined, async () => undefined)).packed;
  return {
    previewed,
    async rows(): Promise<PreviewRows> {
      const rows = await unpackRows(packed, bytes);
      if (!rows) throw new Error('price list rows packed here do not unpack');
      return rows;
    },
  };
}

/** The plan made again without locks, with each batch's fingerprint. */
async function checkPlan(db: Kysely<Database>, rows: PreviewRows, archiveMissing: boolean) {
  const planner = batchPlanner(db, archiveMissing);
  const fingerprints: string[] = [];
  for await (const batch of rows.batches()) fingerprints.push(await planner.add(batch));
  return { plan: await planner.finish(rows.read), fingerprints, validCount: rows.read.validCount };
}

interface WrittenSoFar {
  batches: number;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
}

/** Writes the checked plan a batch per transaction, then archives and records the import. */
async function writePlan(
  db: Kysely<Database>,
  rows: PreviewRows,
  checked: Awaited<ReturnType<typeof checkPlan>>,
  options: {
    actorId: number;
    importId: number;
    fileName: string;
    archiveMissing: boolean;
    previewed: boolean;
    hooks: ApplyHooks;
    progress: (written: WrittenSoFar) => void;
  },
) {
  const { actorId, importId, hooks } = options;
  const { plan } = checked;
  const changedSinceCheck = () => new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
  const now = new Date();
  const categories = new Set<string>();
  const keys: string[] = [];
  const written: WrittenSoFar = { batches: 0, rows: 0, created: 0, changed: 0, unchanged: 0 };
  for await (const batch of rows.batches()) {
    const number = written.batches;
    const batchPlan = await db.transaction().execute(async (trx) => {
      await hooks.afterBegin?.(trx, number);
      await beginApply(trx);
      const locked = await planBatch(trx, batch, true);
      if (batchFingerprint(locked) !== checked.fingerprints[number]) throw changedSinceCheck();
      if (options.previewed) await assertCategoriesKept(trx, locked, categories);
      const createdIds = await applyBatch(trx, locked, now);
      await auditBatch(trx, actorId, importId, locked, createdIds);
      await hooks.beforeCommit?.(trx, number);
      return locked;
    });
    for (const row of batch) keys.push(row.key);
    written.batches += 1;
    written.rows += batch.length;
    written.created += batchPlan.created.length;
    written.changed += batchPlan.changed.length;
    written.unchanged += batchPlan.unchanged;
    options.progress({ ...written });
  }
  await db.transaction().execute(async (trx) => {
    const missing = options.archiveMissing ? await missingParts(trx, keys, true) : [];
    if (JSON.stringify(missing) !== JSON.stringify(plan.missing)) throw changedSinceCheck();
    await finishApply(trx, missing, now);
    await writeAudit(trx, {
      actorId,
      entity: 'price_import',
      entityId: importId,
      action: 'import',
      after: {
        fileName: options.fileName,
        created: plan.created,
        changed: plan.changed,
        archived: missing.length,
      },
    });
    await trx
      .updateTable('price_imports')
      .set({
        created_count: plan.created,
        updated_count: plan.changed,
        unchanged_count: plan.unchanged,
        rejected_count: rows.read.rejected.length,
        archived_count: missing.length,
        status: 'applied',
        applied_at: now,
        archived_part_ids: missing,
      })
      .where('id', '=', importId)
      .execute();
  });
  return { read: rows.read, plan };
}

/** An apply stopped after some batches: the import says what it wrote, and is not applied again. */
async function recordPartialApply(db: Kysely<Database>, importId: number, written: WrittenSoFar) {
  await db
    .updateTable('price_imports')
    .set({
      created_count: written.created,
      updated_count: written.changed,
      unchanged_count: written.unchanged,
      archived_count: 0,
      status: 'failed',
      applied_at: new Date(),
    })
    .where('id', '=', importId)
    .execute();
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
