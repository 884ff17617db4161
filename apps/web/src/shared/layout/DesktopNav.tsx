import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './navItems';

interface DesktopNavProps {
  items: NavItem[];
}

/** The navigation strip under the header bar, shown from the `md` breakpoint up; styled by theme/headerCss.ts. */
export function DesktopNav({ items }: DesktopNavProps) {
  const { t } = useTranslation('layout');
  return (
    <nav className="site-nav" aria-label={t('header.mainNav')}>
      <div className="page-column">
        <ul className="site-nav__list">
          {items.map((item) => (
            <li className="site-nav__item" key={item.to}>
              <NavLink className="site-nav__link" to={item.to} end={item.end}>
                {t(`nav.${item.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
