// The price-list import of the admin screen and REST: a preview that changes
// nothing (stored with its file and the digest of its plan), then 'Применить',
// which makes the plan again under its lock, refuses when it is not the one
// previewed, and writes everything in one transaction, or nothing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { FileStore } from '@shop/storage';
import { t } from '@shop/i18n';
import { AppError } from '../../../errors';
import { writeAudit } from '../auditLog';
import { applyPlan } from './applyPlan';
import { mappingByHeader, type ColumnMapping, type PriceListField } from './columns';
import { planImport, type ImportPlan } from './plan';
import { planDigest } from './planDigest';
import { dropStalePreviews } from './history';
import { keepPriceList, keptPriceList } from './priceListFiles';
import { keepPreviewRows, keptPreviewRows, rowsKeyOf } from './previewRows';
import { readPriceList, type ReadPriceList } from './readPriceList';

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

function summary(read: ReadPriceList, plan: ImportPlan) {
  return {
    headers: read.headers,
    mapping: read.mapping,
    counts: {
      created: plan.created.length,
      changed: plan.changed.length,
      unchanged: plan.unchanged,
      rejected: read.rejected.length,
      archived: plan.missing.length,
    },
    created: plan.created.slice(0, PREVIEW_LIST_LIMIT).map((r) => ({
      row: r.row,
      article: r.article,
      name: r.name,
      priceKopecks: r.price,
      availability: r.availability ?? 0,
    })),
    changed: plan.changed.slice(0, PREVIEW_LIST_LIMIT).map((c) => ({
      row: c.row,
      article: c.article,
      name: c.after.name,
      before: { priceKopecks: c.before.price, availability: c.before.availability },
      after: { priceKopecks: c.after.price, availability: c.after.availability },
    })),
    rejected: read.rejected.slice(0, PREVIEW_LIST_LIMIT),
  };
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
  const read = await readPriceList(db, bytes, input.mapping, await rememberedMapping(db));
  const plan = await planImport(db, read.valid, input.archiveMissing);
  await dropStalePreviews(db, files);
  const mapping: StoredMapping = {
    columns: read.mapping,
    headers: mappingByHeader(read.headers, read.mapping),
  };
  const fileKey = await keepPriceList(files, input.fileName, bytes);
  await keepPreviewRows(files, fileKey, bytes, read);
  const stored = await db
    .insertInto('price_imports')
    .values({
      actor_id: actorId,
      file_name: input.fileName,
      file_key: fileKey,
      mapping: JSON.stringify(mapping),
      archive_missing: input.archiveMissing,
      created_count: plan.created.length,
      updated_count: plan.changed.length,
      unchanged_count: plan.unchanged,
      rejected_count: read.rejected.length,
      archived_count: plan.missing.length,
      plan_digest: planDigest(read, plan, input.archiveMissing),
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
    const read = previewed ?? (await readPriceList(trx, bytes, mapping.columns, undefined));
    if (previewed) await assertCategoriesKept(trx, previewed);
    const plan = await planImport(trx, read.valid, stored.archive_missing, true);
    if (planDigest(read, plan, stored.archive_missing) !== stored.plan_digest)
      throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
    const now = new Date();
    const createdIds = await applyPlan(trx, plan, now);
    await auditImport(trx, actorId, importId, stored.file_name, plan, createdIds);
    const counts = {
      created_count: plan.created.length,
      updated_count: plan.changed.length,
      unchanged_count: plan.unchanged,
      rejected_count: read.rejected.length,
      archived_count: plan.missing.length,
    };
    await trx
      .updateTable('price_imports')
      .set({ ...counts, status: 'applied', applied_at: now, archived_part_ids: plan.missing })
      .where('id', '=', importId)
      .execute();
    await hooks.beforeCommit?.(trx);
    return summary(read, plan);
  });
  // The file stays for the history's download; the rows were for this apply
  // only. The import is committed: a store that fails here costs a stray
  // file, never the admin's answer.
  if (stored.file_key) await files.delete(rowsKeyOf(stored.file_key)).catch(() => undefined);
  return { importId, fileName: stored.file_name, ...result };
}

/** A category the preview put rows in and that is gone since is a change, as a read of the file would find. */
async function assertCategoriesKept(trx: Kysely<Database>, read: ReadPriceList) {
  const used = [...new Set(read.valid.map((row) => row.categoryId))];
  if (used.length === 0) return;
  const kept = await trx.selectFrom('categories').select('id').where('id', 'in', used).execute();
  if (kept.length !== used.length) throw new AppError('CONFLICT', t('admin:priceImport.changedSincePreview'));
}

/** One entry for the import, one per part it created or changed (bulk). */
async function auditImport(
  trx: Kysely<Database>,
  actorId: number,
  importId: number,
  fileName: string,
  plan: ImportPlan,
  createdIds: Map<string, number>,
) {
  await writeAudit(trx, {
    actorId,
    entity: 'price_import',
    entityId: importId,
    action: 'import',
    after: {
      fileName,
      created: plan.created.length,
      changed: plan.changed.length,
      archived: plan.missing.length,
    },
  });
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
