// POST /api/email/send of the old client. Admins only: an endpoint that mails
// any text to any address for anyone would be an open relay.
import { enqueueMail } from '@shop/mail';
import { adminMailSendInput, okOutput } from '@shop/schemas';
import { adminProcedure } from '../../trpc';

/** A plain-text part for mail clients that show no HTML. */
function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h\d|\/li)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** admin.mail.send */
export const sendMail = adminProcedure
  .input(adminMailSendInput)
  .output(okOutput)
  .mutation(async ({ ctx, input }) => {
    await enqueueMail(ctx.db, {
      to: input.to,
      subject: input.subject.replace(/[\r\n]+/g, ' '),
      html: input.html,
      text: htmlToText(input.html),
      kind: 'admin_message',
    });
    return { ok: true as const };
  });
