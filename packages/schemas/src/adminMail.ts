// What the admin's mail outbox procedures answer (the outbox itself is @shop/mail).
import { isoDateTimeOutput } from './fields';
import { z } from './zod';

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
