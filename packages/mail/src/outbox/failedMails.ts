// What an administrator can do about mails that gave up: see them and send
// them again. Failed rows are never deleted, so nothing is lost silently.
import { dbNow, type Database, type Kysely } from '@shop/db';

export interface FailedMail {
  id: number;
  to: string;
  subject: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Newest first. */
export async function listFailedMails(db: Kysely<Database>, limit = 100): Promise<FailedMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'kind', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('status', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    kind: r.kind,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** Back to 'pending' with a fresh set of attempts, due now. */
function requeueFailed(db: Kysely<Database>) {
  return db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: dbNow, locked_until: null, updated_at: dbNow })
    .where('status', '=', 'failed');
}

/** False when the mail does not exist or has not failed (a retry never resends a sent mail). */
export async function retryFailedMail(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await requeueFailed(db).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Returns how many mails were requeued. */
export async function retryAllFailedMails(db: Kysely<Database>): Promise<number> {
  const result = await requeueFailed(db).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
