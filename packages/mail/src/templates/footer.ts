// Company facts for every mail's header and footer, from the one place the
// site's footer reads them too.
import { t } from '@shop/i18n';

export interface MailFooter {
  companyName: string;
  tagline: string;
  address: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  hours: string;
  automatic: string;
  copyright: string;
  linkFallback: string;
}

const footers = new Map<number, MailFooter>();

/** The same for every mail of a year, so made once a year (a new order sends two mails). */
export function mailFooter(year = new Date().getFullYear()): MailFooter {
  let footer = footers.get(year);
  if (!footer) {
    footer = footerOf(year);
    footers.set(year, footer);
  }
  return footer;
}

function footerOf(year: number): MailFooter {
  return {
    companyName: t('layout:company.name'),
    tagline: t('layout:company.tagline'),
    address: t('layout:company.address'),
    phone: t('layout:company.phone'),
    phoneHref: t('layout:company.phoneHref'),
    email: t('layout:company.email'),
    emailHref: t('layout:company.emailHref'),
    hours: t('layout:company.hoursFull'),
    automatic: t('layout:mail.automatic'),
    copyright: t('layout:mail.copyright', { year, legalName: t('layout:company.legalName') }),
    linkFallback: t('layout:mail.linkFallback'),
  };
}
