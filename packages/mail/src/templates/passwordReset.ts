// The password-reset mail: a single-use link to /reset-password.
import { text } from '@shop/i18n';
import type { MailContent } from './document';
import { greeting, minutes, pageUrl } from './format';
import { renderMail } from './render';

export interface PasswordResetData {
  publicUrl: string;
  email: string;
  /** The raw token; only its hash is stored. */
  token: string;
  firstName?: string | null;
  /** How long the link works; say what the token really allows. */
  validMinutes?: number;
}

export function passwordReset(data: PasswordResetData): MailContent {
  const query = new URLSearchParams({ token: data.token, email: data.email });
  return renderMail({
    subject: text('mail.passwordReset.subject'),
    preheader: text('mail.passwordReset.preheader'),
    heading: text('mail.passwordReset.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text: text('mail.passwordReset.intro', { email: data.email }) },
      {
        type: 'button',
        label: text('mail.passwordReset.action'),
        url: pageUrl(data.publicUrl, `/reset-password?${query.toString()}`),
      },
      {
        type: 'note',
        text: text('mail.passwordReset.validity', { duration: minutes(data.validMinutes ?? 30) }),
      },
      { type: 'note', text: text('mail.passwordReset.ignore') },
    ],
  });
}
