// Adding, removing and reordering a part's photos, each change in the audit log.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../errors';
import { writeAudit } from './auditLog';
import { loadAdminPartRow, photosOf } from './partAdminView';
import { deletePhotoFiles, photoUrl, preparePhoto, savePhotoFiles } from './photoFiles';

export const MAX_PHOTOS_PER_PART = 20;

/** Where photos go: the shop's file store, and the address browsers will fetch them from. */
export interface PhotoStore {
  files: FileStore;
  /** PHOTO_PUBLIC_URL; unset: the shop serves them. */
  publicUrl?: string;
}

/**
 * Two uploads of the same picture share its files (the key is its hash), so
 * files are written and deleted under a lock on the key: a removal never
 * deletes files that an upload of the same picture is about to name.
 */
export const lockPhotoKey = (trx: Kysely<Database>, key: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`photo:${key}`}, 0))`.execute(trx);

/**
 * Every change to a part's photos first locks the part's row: the count and
 * the next position are read under it, so parallel uploads neither pass the
 * limit nor collide on a position (issue 28.6).
 */
async function lockPart(trx: Transaction<Database>, partId: number): Promise<void> {
  const part = await trx
    .selectFrom('parts')
    .select('id')
    .where('id', '=', partId)
    .forUpdate()
    .executeTakeFirst();
  if (!part) throw new AppError('NOT_FOUND', t('admin:catalog.errors.partNotFound'));
}

export async function addPhoto(
  db: Kysely<Database>,
  photos: PhotoStore,
  actorId: number,
  input: { partId: number; fileName: string; contentBase64: string },
) {
  await loadAdminPartRow(db, input.partId);
  const prepared = await preparePhoto(input.fileName, Buffer.from(input.contentBase64, 'base64'));
  await db.transaction().execute(async (trx) => {
    await lockPart(trx, input.partId);
    const count = await trx
      .selectFrom('part_images')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
      .where('part_id', '=', input.partId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_PHOTOS_PER_PART)
      throw new AppError('BAD_REQUEST', t('admin:catalog.errors.tooManyPhotos'));
    await lockPhotoKey(trx, prepared.key);
    await savePhotoFiles(photos.files, prepared);
    const url = photoUrl(prepared.key, photos.publicUrl);
    await trx
      .insertInto('part_images')
      .values({ part_id: input.partId, url, file_key: prepared.key, position: Number(count.last ?? -1) + 1 })
      .execute();
    await writeAudit(trx, {
      actorId,
      entity: 'part',
      entityId: input.partId,
      action: 'photoAdd',
      after: { photo: url, fileName: input.fileName },
    });
  });
  return (await photosOf(db, [input.partId])).get(input.partId) ?? [];
}

export async function removePhoto(
  db: Kysely<Database>,
  photos: PhotoStore,
  actorId: number,
  photoId: number,
) {
  const partId = await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('part_images')
      .select('part_id')
      .where('id', '=', photoId)
      .executeTakeFirst();
    if (!owner) throw new AppError('NOT_FOUND', t('admin:catalog.errors.photoNotFound'));
    await lockPart(trx, owner.part_id);
    const row = await trx
      .deleteFrom('part_images')
      .where('id', '=', photoId)
      .returning(['part_id', 'url', 'file_key'])
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', t('admin:catalog.errors.photoNotFound'));
    await writeAudit(trx, {
      actorId,
      entity: 'part',
      entityId: row.part_id,
      action: 'photoRemove',
      before: { photo: row.url },
    });
    if (row.file_key) {
      await lockPhotoKey(trx, row.file_key);
      const stillShown = await trx
        .selectFrom('part_images')
        .select('id')
        .where('file_key', '=', row.file_key)
        .limit(1)
        .executeTakeFirst();
      if (!stillShown) await deletePhotoFiles(photos.files, row.file_key);
    }
    return row.part_id;
  });
  return (await photosOf(db, [partId])).get(partId) ?? [];
}

/** `photoIds` lists every photo of the part once, in the new order. */
export async function reorderPhotos(
  db: Kysely<Database>,
  actorId: number,
  partId: number,
  photoIds: number[],
) {
  await db.transaction().execute(async (trx) => {
    await lockPart(trx, partId);
    const current = await trx
      .selectFrom('part_images')
      .select(['id', 'url'])
      .where('part_id', '=', partId)
      .orderBy('position')
      .execute();
    const known = new Set(current.map((p) => p.id));
    if (
      photoIds.length !== known.size ||
      new Set(photoIds).size !== photoIds.length ||
      photoIds.some((id) => !known.has(id))
    )
      throw new AppError('BAD_REQUEST', t('admin:catalog.errors.photoOrder'));
    // Two steps: (part_id, position) is unique at every statement.
    for (const [index, id] of photoIds.entries())
      await trx
        .updateTable('part_images')
        .set({ position: -1 - index })
        .where('id', '=', id)
        .execute();
    await trx
      .updateTable('part_images')
      .set((eb) => ({ position: eb(eb.neg(eb.ref('position')), '-', 1) }))
      .where('part_id', '=', partId)
      .execute();
    await writeAudit(trx, {
      actorId,
      entity: 'part',
      entityId: partId,
      action: 'photoReorder',
      before: { photos: current.map((p) => p.url) },
      after: { photos: photoIds.map((id) => current.find((p) => p.id === id)!.url) },
    });
  });
  return (await photosOf(db, [partId])).get(partId) ?? [];
}
