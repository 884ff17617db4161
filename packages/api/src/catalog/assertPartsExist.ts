// A line naming a part that does not exist is the caller's mistake (404 with
// the missing ids), not a foreign-key fault of the database (500).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import { AppError } from '../errors';

export async function assertPartsExist(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const known = await db.selectFrom('parts').select('id').where('id', 'in', ids).execute();
  if (known.length === new Set(ids).size) return;
  const found = new Set(known.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  throw new AppError('NOT_FOUND', t('catalog:errors.partsNotFound', { ids: missing.join(', ') }));
}
