// The import history: real imports (applied or failed) newest first, the
// previews never applied listed apart and dropped after a day, and the file
// of each as uploaded.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../../errors';
import { keptPriceList } from './priceListFiles';
import { rowsKeyOf } from './previewRows';

/** A preview not applied within a day is dropped with its file. */
export async function dropStalePreviews(db: Kysely<Database>, files: FileStore): Promise<void> {
  const dropped = await db
    .deleteFrom('price_imports')
    .where('status', '=', 'preview')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .returning('file_key')
    .execute();
  const keys = dropped.flatMap((row) => (row.file_key ? [row.file_key, rowsKeyOf(row.file_key)] : []));
  if (keys.length > 0) await files.delete(keys);
}

export async function listImports(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('price_imports as i')
    .leftJoin('users as u', 'u.id', 'i.actor_id')
    .select([
      'i.id',
      'i.file_name',
      'i.status',
      'i.created_count',
      'i.updated_count',
      'i.unchanged_count',
      'i.rejected_count',
      'i.archived_count',
      'i.created_at',
      'i.applied_at',
      'i.archive_restored_at',
      sql<number>`cardinality(i.archived_part_ids)`.as('archived_parts'),
      'u.first_name',
      'u.last_name',
    ])
    .where(sql<boolean>`i.status <> 'preview' or i.created_at >= now() - interval '1 day'`)
    .orderBy('i.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    status: r.status,
    counts: {
      created: r.created_count,
      changed: r.updated_count,
      unchanged: r.unchanged_count,
      rejected: r.rejected_count,
      archived: r.archived_count,
    },
    /** Parts this import archived that 'Вернуть из архива' can restore (0 once restored). */
    restorable: r.archive_restored_at === null ? Number(r.archived_parts) : 0,
    archiveRestoredAt: r.archive_restored_at?.toISOString() ?? null,
    actorName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    createdAt: r.created_at.toISOString(),
    appliedAt: r.applied_at?.toISOString() ?? null,
  }));
}

/** The file as uploaded, to download back. */
export async function importFile(db: Kysely<Database>, files: FileStore, importId: number) {
  const row = await db
    .selectFrom('price_imports')
    .select(['file_name', 'file_key', 'file_data'])
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', t('admin:priceImport.notFound'));
  const bytes = await keptPriceList(files, row);
  return { fileName: row.file_name, contentBase64: bytes.toString('base64') };
}
