// Sending a contact message: rate-limited per address, stored first, then
// queued to the shop's mailbox in the same transaction (the outbox worker
// delivers it), so a mail outage never loses a message.
import { t } from '@shop/i18n';
import { contactMessageMail, enqueueMail } from '@shop/mail';
import type { ContactMessageInput } from '@shop/schemas';
import type { Context } from '../context';
import { enforceRateLimit } from '../rateLimit/rateLimit';
import { insertContactMessage, linkContactMail } from './contactRepository';

/** Enough for a person who mistyped twice; a script posting in a loop is stopped. */
export const CONTACT_LIMIT_PER_IP = { limit: 5, windowMs: 15 * 60_000 };

export type ContactSource = 'form' | 'api';

type ValidContactMessage = Omit<ContactMessageInput, 'website'> & { website?: string | undefined };

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Returns whether a message was really stored (false for a bot caught by the honeypot). */
export async function sendContactMessage(
  ctx: Pick<Context, 'db' | 'ip' | 'config'>,
  input: ValidContactMessage,
  source: ContactSource,
): Promise<boolean> {
  // A filled honeypot is a bot: it sees the same success and learns nothing.
  if (input.website?.trim()) return false;
  await enforceRateLimit(ctx.db, { key: `contact:ip:${ctx.ip}`, ...CONTACT_LIMIT_PER_IP }, () =>
    t('errors:tooManyRequests'),
  );
  const fields = {
    name: input.name,
    email: input.email,
    message: input.message,
    phone: blankToNull(input.phone),
    company: blankToNull(input.company),
  };
  await ctx.db.transaction().execute(async (trx) => {
    const messageId = await insertContactMessage(trx, { ...fields, source, ip: ctx.ip });
    const mailId = await enqueueMail(trx, {
      // Always the shop's own mailbox: a client-supplied recipient would make this an open relay.
      to: ctx.config.adminNotifyEmail,
      replyTo: fields.email,
      kind: 'contact_message',
      ...contactMessageMail(fields),
    });
    await linkContactMail(trx, messageId, mailId);
  });
  return true;
}
