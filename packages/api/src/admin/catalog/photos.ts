// Adding, removing and reordering a part's photos, each change in the audit log.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { AppError } from '../../errors';
import { writeAudit } from './auditLog';
import { loadAdminPartRow, photosOf } from './partAdminView';
import { deletePhotoFiles, photoUrl, storePhoto } from './photoFiles';

export const MAX_PHOTOS_PER_PART = 20;

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
  dir: string,
  actorId: number,
  input: { partId: number; fileName: string; contentBase64: string },
) {
  await loadAdminPartRow(db, input.partId);
  const key = await storePhoto(dir, input.fileName, Buffer.from(input.contentBase64, 'base64'));
  try {
    await db.transaction().execute(async (trx) => {
      await lockPart(trx, input.partId);
      const photos = await trx
        .selectFrom('part_images')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
        .where('part_id', '=', input.partId)
        .executeTakeFirstOrThrow();
      if (Number(photos.n) >= MAX_PHOTOS_PER_PART)
        throw new AppError('BAD_REQUEST', t('admin:catalog.errors.tooManyPhotos'));
      const url = photoUrl(key);
      await trx
        .insertInto('part_images')
        .values({ part_id: input.partId, url, file_key: key, position: Number(photos.last ?? -1) + 1 })
        .execute();
      await writeAudit(trx, {
        actorId,
        entity: 'part',
        entityId: input.partId,
        action: 'photoAdd',
        after: { photo: url, fileName: input.fileName },
      });
    });
  } catch (error) {
    await deletePhotoFiles(dir, key);
    throw error;
  }
  return (await photosOf(db, [input.partId])).get(input.partId) ?? [];
}

export async function removePhoto(db: Kysely<Database>, dir: string, actorId: number, photoId: number) {
  const photo = await db.transaction().execute(async (trx) => {
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
    return row;
  });
  if (photo.file_key) await deletePhotoFiles(dir, photo.file_key);
  return (await photosOf(db, [photo.part_id])).get(photo.part_id) ?? [];
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
