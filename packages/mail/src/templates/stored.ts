// Templates the outbox worker renders when it sends (issue 21): the row stores
// the template's name and data instead of the body, so the request that
// enqueues the mail renders nothing (an order's two mails cost a fifth of the
// server's thread), and the worker may render on another thread. The data is
// what the mail says, captured when it was enqueued: a retry an hour later
// says the same. Add a template here to make it storable.
import type { MailContent } from './document';
import {
  orderAdminNotice,
  orderAdminNoticeSubject,
  orderConfirmation,
  orderConfirmationSubject,
  type OrderMailData,
} from './orderMails';

interface OrderMailArgs {
  order: OrderMailData;
  publicUrl: string;
}

const storedTemplates = {
  order_confirmation: {
    subject: ({ order }: OrderMailArgs) => orderConfirmationSubject(order),
    render: ({ order, publicUrl }: OrderMailArgs) => orderConfirmation(order, publicUrl),
  },
  order_admin_notice: {
    subject: ({ order }: OrderMailArgs) => orderAdminNoticeSubject(order),
    render: ({ order, publicUrl }: OrderMailArgs) => orderAdminNotice(order, publicUrl),
  },
} satisfies Record<string, { subject(data: never): string; render(data: never): MailContent }>;

type Templates = typeof storedTemplates;

/** A template by name with its data, as the outbox row's `template` column holds it. */
export type StoredTemplate = {
  [Name in keyof Templates]: { name: Name; data: Parameters<Templates[Name]['render']>[0] };
}[keyof Templates];

function entryOf(template: StoredTemplate): {
  subject(data: unknown): string;
  render(data: unknown): MailContent;
} {
  const entry = (storedTemplates as Record<string, unknown>)[template.name];
  if (!entry) throw new Error(`no mail template '${template.name}'`);
  return entry as { subject(data: unknown): string; render(data: unknown): MailContent };
}

/** The subject alone, stored with the row (the admins' list of failed mails shows it). */
export function storedTemplateSubject(template: StoredTemplate): string {
  return entryOf(template).subject(template.data);
}

/** The mail's subject, HTML and text. */
export function renderStoredTemplate(template: StoredTemplate): MailContent {
  return entryOf(template).render(template.data);
}
