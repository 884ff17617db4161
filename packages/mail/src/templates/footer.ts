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

export function mailFooter(year = new Date().getFullYear()): MailFooter {
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
