// The password-reset mail: a single-use link to /reset-password.
import { t } from '@shop/i18n';
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
    subject: t('auth:mail.passwordReset.subject'),
    preheader: t('auth:mail.passwordReset.preheader'),
    heading: t('auth:mail.passwordReset.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text: t('auth:mail.passwordReset.intro', { email: data.email }) },
      {
        type: 'button',
        label: t('auth:mail.passwordReset.action'),
        url: pageUrl(data.publicUrl, `/reset-password?${query.toString()}`),
      },
      {
        type: 'note',
        text: t('auth:mail.passwordReset.validity', { duration: minutes(data.validMinutes ?? 30) }),
      },
      { type: 'note', text: t('auth:mail.passwordReset.ignore') },
    ],
  });
}
