import { BadgeCheck, Handshake, PackageCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="login-promo__benefit">
      <div className="login-promo__icon" aria-hidden>
        {icon}
      </div>
      <p className="login-promo__label">{children}</p>
    </li>
  );
}

/** The brand panel beside the login form, from lg up: why a wholesale buyer signs in (theme/authCss.ts). */
export function LoginPromo() {
  const { t } = useTranslation('auth');
  return (
    <div className="login-promo">
      <div className="login-promo__glow" aria-hidden />
      <div className="login-promo__intro">
        <h2 className="login-promo__title">{t('loginPage.promo.title')}</h2>
        <p className="login-promo__text">{t('loginPage.promo.text')}</p>
      </div>
      <ul className="login-promo__list">
        <Benefit icon={<PackageCheck size={20} />}>{t('loginPage.promo.stock')}</Benefit>
        <Benefit icon={<BadgeCheck size={20} />}>{t('loginPage.promo.brands')}</Benefit>
        <Benefit icon={<Truck size={20} />}>{t('loginPage.promo.delivery')}</Benefit>
        <Benefit icon={<Handshake size={20} />}>{t('loginPage.promo.prices')}</Benefit>
      </ul>
    </div>
  );
}
