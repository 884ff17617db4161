import { Breadcrumb } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbTrail } from './breadcrumbTrail';
import { useCrumbName } from './crumbName';

/** 'Главная / Раздел / ...' from the current path (a detail page may name its crumb); hidden on the home page. */
export function Breadcrumbs() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, useCrumbName(pathname));
  if (!trail) return null;

  return (
    <Breadcrumb.Root aria-label={t('breadcrumbs.label')} size="sm" mb={{ base: '4', md: '6' }}>
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {trail.map((crumb, index) => {
          const label = t(`breadcrumbs.${crumb.label}`, { id: crumb.id ?? '' });
          const isLast = index === trail.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              <Breadcrumb.Item>
                {isLast ? (
                  <Breadcrumb.CurrentLink color="gray.700">{label}</Breadcrumb.CurrentLink>
                ) : crumb.to ? (
                  <Breadcrumb.Link asChild color="gray.600" _hover={{ color: 'brand.fg' }}>
                    <RouterLink to={crumb.to}>{label}</RouterLink>
                  </Breadcrumb.Link>
                ) : (
                  <span>{label}</span>
                )}
              </Breadcrumb.Item>
              {!isLast && (
                <Breadcrumb.Separator color="gray.400">
                  <ChevronRight />
                </Breadcrumb.Separator>
              )}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
