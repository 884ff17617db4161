// Mails about an account's life: registration (to the admin and the
// applicant) and activation. One function per mail; each returns rendered content.
import { text } from '@shop/i18n';
import type { MailContent } from './document';
import { formatPhone, greeting, orNotSpecified, pageUrl } from './format';
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
    subject: text('mail.registrationAdminNotice.subject', { name }),
    preheader: text('mail.registrationAdminNotice.preheader'),
    heading: text('mail.registrationAdminNotice.heading'),
    blocks: [
      { type: 'paragraph', text: text('mail.registrationAdminNotice.intro') },
      {
        type: 'details',
        rows: [
          { label: text('mail.registrationAdminNotice.name'), value: orNotSpecified(name) },
          { label: text('mail.registrationAdminNotice.email'), value: data.email },
          { label: text('mail.registrationAdminNotice.company'), value: orNotSpecified(data.company) },
          { label: text('mail.registrationAdminNotice.phone'), value: formatPhone(data.phone) },
        ],
      },
      {
        type: 'button',
        label: text('mail.registrationAdminNotice.action'),
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
  const company = text('company.name');
  return renderMail({
    subject: text('mail.registrationReceived.subject'),
    preheader: text('mail.registrationReceived.preheader'),
    heading: text('mail.registrationReceived.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text: text('mail.registrationReceived.intro', { company }) },
      { type: 'paragraph', text: text('mail.registrationReceived.pending') },
      { type: 'note', text: text('mail.registrationReceived.next') },
    ],
  });
}

/** To the user: an administrator activated the account; sign in now. */
export function accountActivated(data: AccountMailData): MailContent {
  const company = text('company.name');
  return renderMail({
    subject: text('mail.accountActivated.subject'),
    preheader: text('mail.accountActivated.preheader'),
    heading: text('mail.accountActivated.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text: text('mail.accountActivated.intro', { company }) },
      { type: 'paragraph', text: text('mail.accountActivated.benefits') },
      { type: 'button', label: text('mail.accountActivated.action'), url: pageUrl(data.publicUrl, '/login') },
    ],
  });
}
