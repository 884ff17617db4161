// Company facts for every mail's header and footer, from the one place the
// site's footer reads them too.
import { text } from '@shop/i18n';

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
    companyName: text('company.name'),
    tagline: text('company.tagline'),
    address: text('company.address'),
    phone: text('company.phone'),
    phoneHref: text('company.phoneHref'),
    email: text('company.email'),
    emailHref: text('company.emailHref'),
    hours: text('company.hoursFull'),
    automatic: text('mail.layout.automatic'),
    copyright: text('mail.layout.copyright', { year, legalName: text('company.legalName') }),
    linkFallback: text('mail.layout.linkFallback'),
  };
}
