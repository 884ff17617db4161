// To the shop: a visitor's message from the contact form. The sender's
// address goes into Reply-To (set by the caller), so a manager just answers.
import { t } from '@shop/i18n';
import type { MailContent } from './document';
import { phoneOrNotSpecified, orNotSpecified } from './format';
import { renderMail } from './render';

export interface ContactMessageMailData {
  name: string;
  email: string;
  message: string;
  phone?: string | null;
  company?: string | null;
}

export function contactMessageMail(data: ContactMessageMailData): MailContent {
  const rows: Array<{ label: string; value: string }> = [
    { label: t('info:contact.mail.name'), value: data.name },
    { label: t('info:contact.mail.email'), value: data.email },
  ];
  if (data.phone?.trim())
    rows.push({ label: t('info:contact.mail.phone'), value: phoneOrNotSpecified(data.phone) });
  if (data.company?.trim())
    rows.push({ label: t('info:contact.mail.company'), value: orNotSpecified(data.company) });
  return renderMail({
    subject: t('info:contact.mail.subject', { name: data.name }),
    preheader: t('info:contact.mail.preheader'),
    heading: t('info:contact.mail.heading'),
    blocks: [
      { type: 'paragraph', text: t('info:contact.mail.intro') },
      { type: 'details', rows },
      { type: 'paragraph', text: t('info:contact.mail.messageHeading') },
      // One paragraph per line: HTML would otherwise run the visitor's lines together.
      ...data.message
        .split(/\r?\n+/)
        .filter((line) => line.trim())
        .map((line) => ({ type: 'paragraph' as const, text: line })),
    ],
  });
}
