// Issue 34's mails: a colleague's invitation (a set-password link that works
// 7 days and once), an approval request to the company's administrators, and
// the decision to the requester.
import { t } from '@shop/i18n';
import type { MailContent } from './document';
import { greeting, pageUrl } from './format';
import { renderMail } from './render';

export interface CompanyInviteData {
  publicUrl: string;
  email: string;
  token: string;
  firstName: string;
  company: string;
  inviter: string;
  /** The role's Russian name. */
  role: string;
}

export function companyInvite(data: CompanyInviteData): MailContent {
  const query = new URLSearchParams({ token: data.token, email: data.email });
  const shop = t('layout:company.name');
  return renderMail({
    subject: t('auth:mail.companyInvite.subject', { company: data.company }),
    preheader: t('auth:mail.companyInvite.preheader'),
    heading: t('auth:mail.companyInvite.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      {
        type: 'paragraph',
        text: t('auth:mail.companyInvite.intro', {
          inviter: data.inviter,
          company: data.company,
          shop,
          role: data.role,
        }),
      },
      {
        type: 'button',
        label: t('auth:mail.companyInvite.action'),
        url: pageUrl(data.publicUrl, `/reset-password?${query.toString()}`),
      },
      { type: 'note', text: t('auth:mail.companyInvite.validity', { email: data.email }) },
    ],
  });
}

export interface ApprovalRequestedData {
  publicUrl: string;
  requester: string;
  /** Formatted, e.g. '12 500,00 ₽'. */
  total: string;
}

export function approvalRequested(data: ApprovalRequestedData): MailContent {
  return renderMail({
    subject: t('auth:mail.approvalRequested.subject', { requester: data.requester, total: data.total }),
    preheader: t('auth:mail.approvalRequested.preheader'),
    heading: t('auth:mail.approvalRequested.heading'),
    blocks: [
      {
        type: 'paragraph',
        text: t('auth:mail.approvalRequested.intro', { requester: data.requester, total: data.total }),
      },
      {
        type: 'button',
        label: t('auth:mail.approvalRequested.action'),
        url: pageUrl(data.publicUrl, '/account/approvals'),
      },
    ],
  });
}

export interface ApprovalDecidedData {
  publicUrl: string;
  firstName: string;
  total: string;
  decision: { approved: true; orderNumber: string } | { approved: false; comment: string };
}

export function approvalDecided(data: ApprovalDecidedData): MailContent {
  const { decision, total } = data;
  const text = decision.approved
    ? t('auth:mail.approvalDecided.approved', { total, orderNumber: decision.orderNumber })
    : t('auth:mail.approvalDecided.rejected', { total, comment: decision.comment });
  return renderMail({
    subject: decision.approved
      ? t('auth:mail.approvalDecided.approvedSubject', { orderNumber: decision.orderNumber })
      : t('auth:mail.approvalDecided.rejectedSubject', { total }),
    preheader: text,
    heading: t('auth:mail.approvalDecided.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(data.firstName) },
      { type: 'paragraph', text },
      {
        type: 'button',
        label: t('auth:mail.approvalDecided.action'),
        url: pageUrl(data.publicUrl, '/orders'),
      },
    ],
  });
}
