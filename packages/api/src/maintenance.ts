// Housekeeping that keeps the shared tables small: old rate-limit windows,
// expired sessions and spent or expired reset tokens. Every statement is an
// idempotent delete, so any number of instances may run it.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { pruneRateLimits } from './rateLimit/rateLimit';

const DAY_MS = 24 * 3_600_000;

export async function runMaintenance(db: Kysely<Database>, now = new Date()): Promise<void> {
  await pruneRateLimits(db, new Date(now.getTime() - DAY_MS));
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}
