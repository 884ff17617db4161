// The last exchanges with 1C, newest first, for the admins.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';

export const LOG_SIZE = 100;

export async function listExchanges(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('exchange_1c_exchanges')
    .select([
      'id',
      'started_at',
      'type',
      'files',
      'created',
      'updated',
      'archived',
      'orders_exported',
      'error',
    ])
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOG_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.started_at.toISOString(),
    type: row.type,
    files: row.files,
    created: row.created,
    updated: row.updated,
    archived: row.archived,
    ordersExported: row.orders_exported,
    error: row.error,
  }));
}
