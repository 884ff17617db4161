// 'Вернуть из архива' in the import history (issue 29.5): the parts an import
// put in the archive come back, exactly those and only while the archive is
// still the import's (a part archived or restored by hand since stays as it
// is). Once per import: a second call changes nothing and says so.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { AppError } from '../../../errors';
import { writeAudit } from '../auditLog';

export async function restoreArchived(db: Kysely<Database>, actorId: number, importId: number) {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('price_imports')
      .select(['status', 'applied_at', 'archived_part_ids', 'archive_restored_at', 'file_name'])
      .where('id', '=', importId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new AppError('NOT_FOUND', t('admin:priceImport.notFound'));
    if (stored.status !== 'applied' || stored.applied_at === null)
      throw new AppError('CONFLICT', t('admin:priceImport.restoreNotApplied'));
    if (stored.archive_restored_at !== null) return { importId, restored: 0, alreadyRestored: true };
    const now = new Date();
    const restored = await trx
      .updateTable('parts')
      .set({ archived_at: null, updated_at: now })
      .where('id', '=', sql<number>`any(${stored.archived_part_ids}::int[])`)
      .where('archived_at', '=', stored.applied_at)
      .returning('id')
      .execute();
    await trx
      .updateTable('price_imports')
      .set({ archive_restored_at: now })
      .where('id', '=', importId)
      .execute();
    await writeAudit(trx, {
      actorId,
      entity: 'price_import',
      entityId: importId,
      action: 'restore',
      after: { fileName: stored.file_name, restored: restored.length },
    });
    const ids = restored.map((r) => String(r.id));
    if (ids.length > 0)
      await sql`insert into audit_log (actor_id, entity, entity_id, action, before, after)
        select ${actorId}, 'part', id, 'restore', '{"archived":true}'::jsonb,
          ${JSON.stringify({ importId, archived: false })}::jsonb
        from unnest(${ids}::text[]) as id`.execute(trx);
    await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
    return { importId, restored: restored.length, alreadyRestored: false };
  });
}
