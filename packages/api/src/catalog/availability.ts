// The administrator's stock update (REST POST /api/parts/update-availability).
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import type { AvailabilityUpdateInput } from '@shop/schemas';
import { AppError } from '../errors';
import { t } from '@shop/i18n';

/** Sets stock for each part, all or nothing, and moves the catalogue's lastUpdated. */
export async function updateAvailability(db: Kysely<Database>, input: AvailabilityUpdateInput) {
  const quantities = new Map(input.items.map((item) => [item.partId, item.quantity]));
  return db.transaction().execute(async (trx) => {
    const ids = [...quantities.keys()];
    const known = await trx.selectFrom('parts').select('id').where('id', 'in', ids).execute();
    if (known.length !== ids.length) {
      const found = new Set(known.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      throw new AppError('NOT_FOUND', t('catalog:errors.partsNotFound', { ids: missing.join(', ') }));
    }
    // One statement for any number of lines. updated_at stays: a stock change
    // must not put the orange "updated" NEW badge on every restocked part.
    await sql`
      update parts set availability = v.quantity
      from (select unnest(${ids}::int[]) as id, unnest(${[...quantities.values()]}::int[]) as quantity) v
      where parts.id = v.id`.execute(trx);
    const now = new Date();
    await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
    return { updated: ids.length, lastUpdated: now.toISOString() };
  });
}
