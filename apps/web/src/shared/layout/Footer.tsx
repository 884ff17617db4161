import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterColumn } from './FooterColumn';
import { FooterLink } from './FooterLink';
import { Logo } from './Logo';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="site-footer__contact">
      <div className="site-footer__contact-icon" aria-hidden>
        {icon}
      </div>
      <div>
        <p className="sr-only">{label}: </p>
        {children}
      </div>
    </li>
  );
}

/**
 * Site footer: company links, delivery and payment, contacts, copyright.
 * Plain elements styled by the theme's `.site-footer*` classes (layoutCss.ts):
 * it is on every page, and Chakra's style props cost a phone's start.
 */
export function Footer() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  const iconSize = 16;
  return (
    <footer className="site-footer">
      <div className="page-column site-footer__main">
        <div className="site-footer__intro">
          <Logo />
          <p className="site-footer__description">{t('company.description')}</p>
        </div>
        <div className="site-footer__columns">
          <FooterColumn title={t('footer.companyTitle')} twoOnPhones>
            <FooterLink to="/about">{t('footer.about')}</FooterLink>
            <FooterLink to="/cooperation">{t('footer.cooperation')}</FooterLink>
            <FooterLink to="/guarantee">{t('footer.guarantee')}</FooterLink>
            <FooterLink to="/wholesale">{t('footer.wholesale')}</FooterLink>
            <FooterLink to="/privacy">{t('footer.privacy')}</FooterLink>
            <FooterLink to="/faq">{t('footer.faq')}</FooterLink>
          </FooterColumn>
          <FooterColumn title={t('footer.deliveryTitle')}>
            <li>{t('footer.pickup')}</li>
            <li>{t('footer.courier')}</li>
            <li>{t('footer.transport')}</li>
            <li>{t('footer.payment')}</li>
            <FooterLink to="/delivery">{t('footer.deliveryMore')}</FooterLink>
          </FooterColumn>
          <FooterColumn title={t('footer.contactsTitle')}>
            <ContactLine icon={<MapPin size={iconSize} />} label={t('footer.addressLabel')}>
              <address className="site-footer__address">{t('company.address')}</address>
            </ContactLine>
            <ContactLine icon={<Phone size={iconSize} />} label={t('footer.phoneLabel')}>
              <FooterLink to={t('company.phoneHref')} external inline>
                {t('company.phone')}
              </FooterLink>
            </ContactLine>
            <ContactLine icon={<Mail size={iconSize} />} label={t('footer.emailLabel')}>
              <FooterLink to={t('company.emailHref')} external inline>
                {t('company.email')}
              </FooterLink>
            </ContactLine>
            <ContactLine icon={<Clock size={iconSize} />} label={t('footer.hoursLabel')}>
              {t('company.hours')}
            </ContactLine>
          </FooterColumn>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="page-column site-footer__legal-band">
          <div className="site-footer__legal">
            <p>{t('footer.copyright', { year, company: t('company.legalName') })}</p>
            <p>{t('footer.since', { year: t('company.foundedYear') })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
