import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbTrail } from './breadcrumbTrail';
import { useCrumbName } from './crumbName';

/**
 * 'Главная / Раздел / ...' from the current path (a detail page may name its
 * crumb); hidden on the home page. The markup of Chakra's Breadcrumb, styled by
 * the theme's `.crumbs*` classes (layoutCss.ts).
 */
export function Breadcrumbs() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, useCrumbName(pathname));
  if (!trail) return null;

  return (
    <nav className="crumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="crumbs__list">
        {trail.map((crumb, index) => {
          const label = t(`breadcrumbs.${crumb.label}`, { id: crumb.id ?? '' });
          const isLast = index === trail.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              <li className="crumbs__item">
                {isLast ? (
                  <span className="crumbs__current" role="link" aria-current="page">
                    {label}
                  </span>
                ) : crumb.to ? (
                  <RouterLink className="crumbs__link" to={crumb.to}>
                    {label}
                  </RouterLink>
                ) : (
                  <span>{label}</span>
                )}
              </li>
              {!isLast && (
                <li className="crumbs__separator" aria-hidden="true">
                  <ChevronRight />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
