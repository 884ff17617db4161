// Admin view of the mail outbox: mails that gave up, and sending them again.
// The outbox logic itself lives in @shop/mail; these procedures only expose it.
import { byIdInput, failedMailOutput, okOutput, retriedMailsOutput, z } from '@shop/schemas';
import { listFailedMails, retryAllFailedMails, retryFailedMail } from '@shop/mail';
import { AppError } from '../../errors';
import { adminProcedure, router } from '../../trpc';
import { sendMail } from './sendMail';

const FAILED_LIST_LIMIT = 100;

export const adminMailRouter = router({
  send: sendMail,

  /** Newest failures first; dates as ISO strings like every other API date. */
  failed: adminProcedure.output(z.array(failedMailOutput)).query(async ({ ctx }) => {
    const mails = await listFailedMails(ctx.db, FAILED_LIST_LIMIT);
    return mails.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    }));
  }),

  retry: adminProcedure
    .input(byIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      // Only failed mails: a retry must never resend a mail that went out.
      if (!(await retryFailedMail(ctx.db, input.id))) throw new AppError('NOT_FOUND');
      return { ok: true as const };
    }),

  retryAllFailed: adminProcedure.output(retriedMailsOutput).mutation(async ({ ctx }) => ({
    count: await retryAllFailedMails(ctx.db),
  })),
});
