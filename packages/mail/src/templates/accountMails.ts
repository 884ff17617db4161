// Mails about an account's life: registration (to the admin and the
// applicant) and activation. One function per mail; each returns rendered content.
import { t } from '@shop/i18n';
import type { MailContent } from './document';
import { phoneOrNotSpecified, greeting, orNotSpecified, pageUrl } from './format';
import { renderMail } from './render';

export interface RegistrationAdminNoticeData {
  publicUrl: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  phone: string;
}

/** To ADMIN_NOTIFY_EMAIL: a new account awaits activation. */
export function registrationAdminNotice(data: RegistrationAdminNoticeData): MailContent {
  const name = `${data.firstName} ${data.lastName}`.trim();
  return renderMail({
    subject: t('auth:mail.registrationAdminNotice.subject', { name }),
    preheader: t('auth:mail.registrationAdminNotice.preheader'),
    heading: t('auth:mail.registrationAdminNotice.heading'),
    blocks: [
      { type: 'paragraph', text: t('auth:mail.registrationAdminNotice.intro') },
      {
        type: 'details',
        rows: [
          { label: t('auth:mail.registrationAdminNotice.name'), value: orNotSpecified(name) },
          { label: t('auth:mail.registrationAdminNotice.email'), value: data.email },
          { label: t('auth:mail.registrationAdminNotice.company'), value: orNotSpecified(data.company) },
          { label: t('auth:mail.registrationAdminNotice.phone'), value: phoneOrNotSpecified(data.phone) },
        ],
      },
      {
        type: 'button',
        label: t('auth:mail.registrationAdminNotice.action'),
        url: pageUrl(data.publicUrl, '/admin/users'),
      },
    ],
  });
}

export interface AccountMailData {
  publicUrl: string;
  firstName: string;
}

/** To the applicant: the account waits for an administrator. */
export function registrationReceived(data: AccountMailData): MailContent {
  const company = t('layout:company.name');
  return renderMail({
    subject: t('auth:mail.registrationReceived.subject'),
    preheader: t('auth:mail.registrationReceived.preheader'),
    heading: t('auth:mail.registrationReceived.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text: t('auth:mail.registrationReceived.intro', { company }) },
      { type: 'paragraph', text: t('auth:mail.registrationReceived.pending') },
      { type: 'note', text: t('auth:mail.registrationReceived.next') },
    ],
  });
}

/** To the user: an administrator activated the account; sign in now. */
export function accountActivated(data: AccountMailData): MailContent {
  const company = t('layout:company.name');
  return renderMail({
    subject: t('auth:mail.accountActivated.subject'),
    preheader: t('auth:mail.accountActivated.preheader'),
    heading: t('auth:mail.accountActivated.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text: t('auth:mail.accountActivated.intro', { company }) },
      { type: 'paragraph', text: t('auth:mail.accountActivated.benefits') },
      {
        type: 'button',
        label: t('auth:mail.accountActivated.action'),
        url: pageUrl(data.publicUrl, '/login'),
      },
    ],
  });
}
