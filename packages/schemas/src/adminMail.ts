// What the admin's mail outbox procedures answer (the outbox itself is @shop/mail).
import { isoDateTimeOutput, textField } from './fields';
import { z } from './zod';

/** admin.mail.send (POST /api/email/send): a mail to any address, admins only. */
export const adminMailSendInput = z.object({
  to: z.email(),
  subject: textField.trim().min(1).max(200),
  html: textField.min(1).max(100_000),
});

/** A mail that gave up after its attempts (admin.mail.failed), newest first. */
export const failedMailOutput = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoDateTimeOutput,
  updatedAt: isoDateTimeOutput,
});

export const retriedMailsOutput = z.object({ count: z.number() });
