// The worker's side of the outbox table. A claim is a short transaction that
// leases due rows; sending happens after it has committed (PGlite has a
// single connection, and no transaction may stay open while SMTP talks).
import type { Database, Kysely } from '@shop/db';
import type { StoredTemplate } from '../templates/stored';
import type { MailAttachment } from './enqueue';

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Set when the body is rendered at sending (html and text are then empty). */
  template: StoredTemplate | null;
  replyTo: string | null;
  attachments: MailAttachment[];
  kind: string;
  /** Including the attempt this claim starts. */
  attempts: number;
  maxAttempts: number;
  /** The lease: also a fence, so a sender whose lease ran out cannot overwrite a newer claim. */
  lockedUntil: Date;
}

const ERROR_MAX_LENGTH = 2000;

/**
 * Leases up to `limit` due rows to this sender. SKIP LOCKED lets several
 * server instances claim side by side without waiting or double-sending.
 * Rows whose last lease expired after their final attempt (the sender
 * crashed) become 'failed' and are returned in `exhausted`.
 */
export async function claimDueMails(db: Kysely<Database>, now: Date, leaseMs: number, limit: number) {
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'attempts', 'max_attempts'])
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const exhausted = due.filter((r) => r.attempts >= r.max_attempts).map((r) => r.id);
    const ready = due.filter((r) => r.attempts < r.max_attempts).map((r) => r.id);
    if (exhausted.length > 0) {
      await trx
        .updateTable('mail_outbox')
        .set({ status: 'failed', locked_until: null, updated_at: now })
        .set((eb) => ({
          last_error: eb.fn.coalesce('last_error', eb.val('sender stopped during the last attempt')),
        }))
        .where('id', 'in', exhausted)
        .execute();
    }
    if (ready.length === 0) return { claimed: [] as ClaimedMail[], exhausted };
    const rows = await trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sending',
        locked_until: lockedUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', 'in', ready)
      .returning([
        'id',
        'to_address',
        'subject',
        'html',
        'text_body',
        'template',
        'reply_to',
        'attachments',
        'kind',
        'attempts',
        'max_attempts',
      ])
      .execute();
    const claimed: ClaimedMail[] = rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      html: r.html,
      text: r.text_body,
      template: (r.template as StoredTemplate | null) ?? null,
      replyTo: r.reply_to,
      attachments: (r.attachments as MailAttachment[] | null) ?? [],
      kind: r.kind,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
      lockedUntil,
    }));
    return { claimed, exhausted };
  });
}

/** Only while our lease is still the current one (status and locked_until match). */
function ownRow(db: Kysely<Database>, mail: ClaimedMail) {
  return db
    .updateTable('mail_outbox')
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .where('locked_until', '=', mail.lockedUntil);
}

/**
 * Records mails of one claim as sent, in one statement (issue 21: one per
 * mail was two statements of every order). Each row only while our lease on
 * it is still the current one; they share it, being claimed together.
 */
export async function markSent(db: Kysely<Database>, mails: ReadonlyArray<ClaimedMail>, now: Date) {
  const [first] = mails;
  if (!first) return;
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, locked_until: null, updated_at: now })
    .where(
      'id',
      'in',
      mails.map((mail) => mail.id),
    )
    .where('status', '=', 'sending')
    .where('locked_until', '=', first.lockedUntil)
    .execute();
}

/** Schedules another attempt at `retryAt`, or marks the mail 'failed' when `retryAt` is null. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  mail: ClaimedMail,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  const lastError = error.slice(0, ERROR_MAX_LENGTH);
  const next = retryAt
    ? { status: 'pending' as const, next_attempt_at: retryAt }
    : { status: 'failed' as const };
  await ownRow(db, mail)
    .set({ ...next, last_error: lastError, locked_until: null, updated_at: now })
    .execute();
}
