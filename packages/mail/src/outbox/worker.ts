// Delivers the outbox: claim a batch, send each mail outside any transaction,
// record the outcome. Safe to run in several server instances at once.
import type { Database, Kysely } from '@shop/db';
import type { MailContent } from '../templates/document';
import { renderStoredTemplate, type StoredTemplate } from '../templates/stored';
import type { MailTransport, OutgoingAttachment } from '../transport';
import type { MailAttachment } from './enqueue';
import { retryDelayMs } from './backoff';
import { claimDueMails, markAttemptFailed, markSent, type ClaimedMail } from './claim';

/** Pino-compatible (Fastify's `app.log` fits). Details carry ids, never addresses. */
export interface OutboxLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  logger?: OutboxLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim protects a row; must exceed the time to send one batch. */
  leaseMs?: number;
  /** Jitter source for tests; defaults to Math.random. */
  random?: () => number;
  /** Makers of generated attachments by name; a maker that throws counts as a failed attempt. */
  attachmentMakers?: Record<string, AttachmentMaker>;
  /**
   * Renders a mail stored as a template (an order's mails); by default on
   * this thread. The shop passes one that renders on a worker thread.
   */
  renderTemplate?: (template: StoredTemplate) => Promise<MailContent>;
}

export type AttachmentMaker = (id: number) => Promise<OutgoingAttachment>;

export interface BatchResult {
  sent: number;
  failed: number;
  retried: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Claims and processes one batch (tests, CLI). */
  runOnce(): Promise<BatchResult>;
  /** Asks for a run soon, e.g. right after a request enqueued a mail. */
  nudge(): void;
}

const consoleLogger: OutboxLogger = {
  info: () => {},
  warn: (details, message) => console.warn(`mail outbox: ${message}`, details),
  error: (details, message) => console.error(`mail outbox: ${message}`, details),
};

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger = consoleLogger, pollIntervalMs = 2000, batchSize = 10 } = options;
  const { leaseMs = 120_000, random = Math.random, attachmentMakers = {} } = options;
  const { renderTemplate = async (template: StoredTemplate) => renderStoredTemplate(template) } = options;

  async function attachmentOf(file: MailAttachment): Promise<OutgoingAttachment> {
    if (!('generated' in file)) {
      return {
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      };
    }
    const make = attachmentMakers[file.generated];
    if (!make) throw new Error(`no maker for the attachment '${file.generated}'`);
    return make(file.id);
  }

  /** Sends one mail; a failure is recorded here, a success by the batch (one statement for all). */
  async function deliver(mail: ClaimedMail): Promise<keyof BatchResult> {
    try {
      const [content, attachments] = await Promise.all([
        mail.template ? renderTemplate(mail.template) : mail,
        Promise.all(mail.attachments.map(attachmentOf)),
      ]);
      await transport.send({
        to: mail.to,
        subject: content.subject,
        html: content.html,
        text: content.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(attachments.length > 0 && { attachments }),
      });
    } catch (error) {
      const message = errorMessage(error);
      const details = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error: message };
      if (mail.attempts >= mail.maxAttempts) {
        logger.error(details, 'mail failed after the last attempt');
        await markAttemptFailed(db, mail, message, null);
        return 'failed';
      }
      logger.warn(details, 'mail not sent, will retry');
      await markAttemptFailed(db, mail, message, retryDelayMs(mail.attempts, random));
      return 'retried';
    }
    logger.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
    return 'sent';
  }

  async function runOnce(): Promise<BatchResult> {
    const { claimed, exhausted } = await claimDueMails(db, leaseMs, batchSize);
    for (const id of exhausted)
      logger.error({ mailId: id }, 'mail failed: sender stopped during the last attempt');
    const result: BatchResult = { sent: 0, failed: exhausted.length, retried: 0 };
    // In parallel, so the whole batch finishes well within one lease. A row
    // whose outcome could not be recorded stays leased and is retried later.
    const outcomes = await Promise.allSettled(claimed.map(deliver));
    const sent: ClaimedMail[] = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected')
        logger.error({ error: errorMessage(outcome.reason) }, 'mail outcome not recorded');
      else if (outcome.value === 'sent') sent.push(claimed[index]!);
      else result[outcome.value] += 1;
    });
    // Sent but not recorded (DB down) means duplicates after the lease:
    // at-least-once is the honest promise of any outbox.
    try {
      await markSent(db, sent);
      result.sent += sent.length;
    } catch (error) {
      logger.error({ error: errorMessage(error), mails: sent.length }, 'mail outcome not recorded');
    }
    return result;
  }

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let nudged = false;

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick(): void {
    timer = undefined;
    nudged = false;
    inFlight = runOnce()
      .then(
        (r) => r.sent + r.failed + r.retried >= batchSize, // a full batch: more may be waiting
        (error: unknown) => {
          logger.error({ error: errorMessage(error) }, 'outbox poll failed');
          return false;
        },
      )
      .then((more) => {
        inFlight = undefined;
        if (running) schedule(more || nudged ? 0 : pollIntervalMs);
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    runOnce,
    nudge() {
      if (!running) return;
      if (inFlight) nudged = true;
      else schedule(0);
    },
  };
}
