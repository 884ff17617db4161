import { Scooter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The company mark and name, linking home; styled by the theme's `.logo*` classes (layoutCss.ts), light on the footer. */
export function Logo() {
  const { t } = useTranslation('layout');
  return (
    // Named by its visible text plus a hidden hint: an aria-label would hide the tagline (WCAG 2.5.3).
    <RouterLink className="logo" to="/">
      <div className="logo__mark" aria-hidden>
        <Scooter size={24} strokeWidth={2.25} />
      </div>
      <div className="logo__text">
        <p className="logo__name">{t('company.name')}</p>
        <p className="logo__tagline">{t('company.tagline')}</p>
        <span className="sr-only">
          {' - '}
          {t('header.homeLink')}
        </span>
      </div>
    </RouterLink>
  );
}
