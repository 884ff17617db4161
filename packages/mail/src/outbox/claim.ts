// The worker's side of the outbox table. A claim is one statement that
// leases due rows; sending happens after it has committed (PGlite has a
// single connection, and no transaction may stay open while SMTP talks).
import { dbNow, dbTimePlus, sql, type Database, type Kysely } from '@shop/db';
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
 * crashed) become 'failed' and are returned in `exhausted`. One statement
 * (issue 21: a transaction of four was most of the worker's share of every
 * order): the rows are locked by its first part and both updates read them.
 */
export async function claimDueMails(db: Kysely<Database>, leaseMs: number, limit: number) {
  const { rows } = await sql<{
    exhausted: boolean;
    id: number;
    to_address: string;
    subject: string;
    html: string;
    text_body: string;
    template: unknown;
    reply_to: string | null;
    attachments: unknown;
    kind: string;
    attempts: number;
    max_attempts: number;
    locked_until: Date | null;
  }>`
    with clock as (
      select ${dbNow} as now, ${dbTimePlus(leaseMs)} as locked_until
    ), due as (
      select id, attempts, max_attempts from mail_outbox, clock
      where status in ('pending', 'sending') and next_attempt_at <= clock.now
        and (mail_outbox.locked_until is null or mail_outbox.locked_until < clock.now)
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ), exhausted as (
      update mail_outbox m
      set status = 'failed', locked_until = null, updated_at = clock.now,
          last_error = coalesce(m.last_error, 'sender stopped during the last attempt')
      from due, clock where m.id = due.id and due.attempts >= due.max_attempts
      returning m.id
    ), ready as (
      update mail_outbox m
      set status = 'sending', locked_until = clock.locked_until, attempts = m.attempts + 1, updated_at = clock.now
      from due, clock where m.id = due.id and due.attempts < due.max_attempts
      returning m.id, m.to_address, m.subject, m.html, m.text_body, m.template, m.reply_to,
        m.attachments, m.kind, m.attempts, m.max_attempts, m.locked_until
    )
    select false as exhausted, ready.* from ready
    union all
    select true, id, '', '', '', '', null::jsonb, null::text, null::jsonb, '', 0, 0, null::timestamptz from exhausted
    order by id`.execute(db);
  const exhausted = rows.filter((r) => r.exhausted).map((r) => r.id);
  const claimed: ClaimedMail[] = rows
    .filter((r) => !r.exhausted)
    .map((r) => ({
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
      lockedUntil: r.locked_until!,
    }));
  return { claimed, exhausted };
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
export async function markSent(db: Kysely<Database>, mails: ReadonlyArray<ClaimedMail>) {
  const [first] = mails;
  if (!first) return;
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: dbNow, locked_until: null, updated_at: dbNow })
    .where(
      'id',
      'in',
      mails.map((mail) => mail.id),
    )
    .where('status', '=', 'sending')
    .where('locked_until', '=', first.lockedUntil)
    .execute();
}

/** Schedules another attempt `retryInMs` from now, or marks the mail 'failed' when that is null. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  mail: ClaimedMail,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const lastError = error.slice(0, ERROR_MAX_LENGTH);
  const next =
    retryInMs === null
      ? { status: 'failed' as const }
      : {
          status: 'pending' as const,
          next_attempt_at: dbTimePlus(retryInMs),
        };
  await ownRow(db, mail)
    .set({ ...next, last_error: lastError, locked_until: null, updated_at: dbNow })
    .execute();
}
