// The write side of the transactional outbox. Callers pass their own
// transaction, so the mail commits or rolls back with the event behind it.
import { dbNow, sql, type Database, type Kysely, type Transaction } from '@shop/db';
import type { RawBuilder } from 'kysely';
import type { MailContent } from '../templates/document';
import { storedTemplateSubject, type StoredTemplate } from '../templates/stored';

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
  | 'admin_message'
  | 'company_invite'
  | 'approval_requested'
  | 'approval_decided';

/** A file stored with the mail. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * A file the worker makes when it sends the mail, by one of its
 * `attachmentMakers` (e.g. `order_invoice` for an order id). Rendering a PDF
 * inside the order's transaction would hold the order's stock locks meanwhile;
 * the reference commits with the order just the same.
 */
export interface GeneratedAttachment {
  generated: string;
  id: number;
}

export type MailAttachment = StoredAttachment | GeneratedAttachment;

interface MailEnvelope {
  to: string;
  kind: MailKind;
  replyTo?: string;
  /** Files to attach, stored or made at sending (the invoice of a bank-transfer order). */
  attachments?: MailAttachment[];
  /** Default 6 (about an hour of retries); time-limited mails may want fewer. */
  maxAttempts?: number;
}

/** A mail with its body rendered. */
export type RenderedMail = MailEnvelope & MailContent;

/** A mail the worker renders when it sends it, from a stored template (an order's mails). */
export type TemplatedMail = MailEnvelope & { template: StoredTemplate };

export type NewMail = RenderedMail | TemplatedMail;

/** The column default of max_attempts (migration 0002), for the statements that name every column. */
const DEFAULT_MAX_ATTEMPTS = 6;

/** Inserts a pending mail; returns its id. Never sends: the worker does. */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: NewMail,
): Promise<number> {
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/** Inserts pending mails in one statement (a new order's two); returns their ids in order. */
export async function enqueueMails(
  db: Kysely<Database> | Transaction<Database>,
  mails: ReadonlyArray<NewMail>,
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        to_address: mail.to,
        ...('template' in mail
          ? {
              subject: storedTemplateSubject(mail.template),
              html: '',
              text_body: '',
              template: JSON.stringify(mail.template),
            }
          : { subject: mail.subject, html: mail.html, text_body: mail.text }),
        reply_to: mail.replyTo ?? null,
        kind: mail.kind,
        max_attempts: mail.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        next_attempt_at: dbNow,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Queues the mail only where `condition` holds, in one statement that runs
 * the same either way: a caller that must not reveal whether a mail went out
 * (a password reset for an address that may have no account) does identical
 * work in both cases. Returns whether the mail was queued.
 */
export async function enqueueMailIf(
  db: Kysely<Database> | Transaction<Database>,
  mail: RenderedMail,
  condition: RawBuilder<boolean>,
): Promise<boolean> {
  const result = await sql`
    insert into mail_outbox (to_address, subject, html, text_body, reply_to, kind, max_attempts, next_attempt_at)
    select ${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${mail.replyTo ?? null}::text, ${mail.kind},
      ${mail.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int, ${dbNow}
    where ${condition}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
