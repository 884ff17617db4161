// The write side of the transactional outbox. Callers pass their own
// transaction, so the mail commits or rolls back with the event behind it.
import type { Database, Kysely, Transaction } from '@shop/db';
import type { MailContent } from '../templates/document';

/** What caused a mail; shown to admins next to failures. Add new kinds here. */
export type MailKind =
  | 'registration_admin'
  | 'registration_received'
  | 'account_activated'
  | 'password_reset'
  | 'contact_message'
  | 'order_confirmation'
  | 'order_admin_notice'
  | 'order_status'
  | 'admin_message';

export interface NewMail extends MailContent {
  to: string;
  kind: MailKind;
  replyTo?: string;
  /** Default 6 (about an hour of retries); time-limited mails may want fewer. */
  maxAttempts?: number;
}

/** Inserts a pending mail; returns its id. Never sends: the worker does. */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: NewMail,
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text_body: mail.text,
      reply_to: mail.replyTo ?? null,
      kind: mail.kind,
      max_attempts: mail.maxAttempts,
      // The worker compares with the application's clock (millisecond Dates);
      // the database's now() has microseconds and could look a moment ahead.
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
