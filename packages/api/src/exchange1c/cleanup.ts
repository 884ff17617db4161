// An exchange's files live only as long as it does. A new checkauth of a type
// ends the earlier exchanges of that type (1C runs one at a time) unless one
// still has an import running, and forgets exchanges past their time; init
// empties the exchange's own folder, so nothing is ever appended to a file of
// an earlier exchange.
import type { Kysely } from 'kysely';
import { dbNow, type Database, type Exchange1cType } from '@shop/db';
import type { FileStore } from '@shop/storage';
import { deleteExchangeFiles } from './pieces';
import { startExchange } from './session';

export async function clearExchangeFiles(db: Kysely<Database>, store: FileStore, exchangeId: number) {
  await deleteExchangeFiles(db, store, [exchangeId]);
}

/** Starts a new exchange of `type` after clearing the files of the ones it replaces. */
export async function endEarlierExchanges(db: Kysely<Database>, store: FileStore, type: Exchange1cType) {
  const ended = await db
    .selectFrom('exchange_1c_exchanges as e')
    .select('e.id')
    .where((eb) =>
      eb.and([
        eb.exists(
          eb.selectFrom('exchange_1c_files as f').select('f.id').whereRef('f.exchange_id', '=', 'e.id'),
        ),
        eb.or([
          eb('e.expires_at', '<', dbNow),
          eb.and([
            eb('e.type', '=', type),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('exchange_1c_files as r')
                  .select('r.id')
                  .whereRef('r.exchange_id', '=', 'e.id')
                  .where('r.state', '=', 'running')
                  .where('r.lease_until', '>', dbNow),
              ),
            ),
          ]),
        ]),
      ]),
    )
    .execute();
  await deleteExchangeFiles(
    db,
    store,
    ended.map((e) => e.id),
  );
  return startExchange(db, type);
}
