// An import runs on the instance 1C happens to call, in the background,
// under a lease on its file's row: 1C is answered `progress` while it runs
// and calls again (any instance then reads the state from the database). A
// lease not renewed (the instance stopped) lets the next call take the file
// up again: a catalogue's import is one transaction, so a second try starts
// clean; offers are set a batch per transaction, and a second try sets them again.
import type { Kysely } from 'kysely';
import { dbNow, dbTimePlus, sql, type Database, type Exchange1cFileState } from '@shop/db';
import { t } from '@shop/i18n';
import { FileStoreUnavailable } from '@shop/storage';
import { ExchangeFailure } from './failure';

const LEASE_MS = 90_000;
const HEARTBEAT_MS = 20_000;
/** How often a waiting call looks at a file run elsewhere. */
const POLL_MS = 200;

const running = new Map<number, Promise<void>>();

/** Takes the file to import when nobody holds it (or its holder stopped renewing). */
async function claim(db: Kysely<Database>, fileId: number): Promise<boolean> {
  const row = await db
    .updateTable('exchange_1c_files')
    .set({ state: 'running', lease_until: dbTimePlus(LEASE_MS), reason: null })
    .where('id', '=', fileId)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'uploaded'),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', dbNow)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function reasonOf(error: unknown, log?: (error: unknown) => void): string {
  if (error instanceof ExchangeFailure) return error.message;
  if (error instanceof FileStoreUnavailable) return t('admin:exchange1c.protocol.storeUnavailable');
  log?.(error);
  return t('admin:exchange1c.protocol.failed', { detail: 'внутренняя ошибка сервера, повторите обмен' });
}

async function finish(
  db: Kysely<Database>,
  fileId: number,
  state: Exchange1cFileState,
  reason: string | null,
) {
  await db
    .updateTable('exchange_1c_files')
    .set({ state, reason, lease_until: null })
    .where('id', '=', fileId)
    .execute();
}

/** Starts `work` on the file unless it is done or running elsewhere. */
export async function startIfFree(
  db: Kysely<Database>,
  fileId: number,
  work: () => Promise<void>,
  log?: (error: unknown) => void,
): Promise<void> {
  if (running.has(fileId) || !(await claim(db, fileId))) return;
  const heartbeat = setInterval(() => {
    void sql`update exchange_1c_files set lease_until = ${dbTimePlus(LEASE_MS)}
      where id = ${fileId} and state = 'running'`
      .execute(db)
      .catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const job = work()
    .then(
      () => finish(db, fileId, 'done', null),
      (error: unknown) => finish(db, fileId, 'failed', reasonOf(error, log)),
    )
    .catch((error: unknown) => log?.(error))
    .finally(() => {
      clearInterval(heartbeat);
      running.delete(fileId);
    });
  running.set(fileId, job);
}

export interface FileState {
  state: Exchange1cFileState;
  reason: string | null;
  /** A `running` file whose holder stopped renewing its lease. */
  abandoned: boolean;
}

/** The file's state once it is done or failed, or after `waitMs` (then still running). */
export async function waitForFile(db: Kysely<Database>, fileId: number, waitMs: number): Promise<FileState> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const local = running.get(fileId);
    if (local)
      await Promise.race([
        local,
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    const row = await db
      .selectFrom('exchange_1c_files')
      .select(['state', 'reason', sql<boolean>`coalesce(lease_until < ${dbNow}, false)`.as('abandoned')])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    const state: FileState = {
      state: row.state,
      reason: row.reason,
      abandoned: row.state === 'running' && row.abandoned,
    };
    if (state.state !== 'running' || state.abandoned || Date.now() >= deadline) return state;
    if (!running.has(fileId)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
