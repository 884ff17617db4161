// Housekeeping that keeps the shared tables small: old rate-limit windows,
// expired sessions and spent or expired reset tokens. Every statement is an
// idempotent delete, so any number of instances may run it.
import type { Kysely } from 'kysely';
import { dbTime, dbTimePlus, type Database } from '@shop/db';
import { pruneRateLimits } from './rateLimit/rateLimit';

const DAY_MS = 24 * 3_600_000;

/** By the database's clock; `at` only in tests. */
export async function runMaintenance(db: Kysely<Database>, at?: Date): Promise<void> {
  const now = dbTime(at);
  await pruneRateLimits(db, dbTimePlus(-DAY_MS, at));
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}
