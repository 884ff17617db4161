import '../texts';
import '../../../shared/theme/catalogRecipes';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { CatalogScreen } from '../components/CatalogScreen';

/** '/catalog': 12 parts a page, in stock first by quantity. */
export function CatalogPage() {
  const { t } = useTranslation('layout');
  usePageTitle(t('pages.catalog'));
  return <CatalogScreen variant="catalog" title={t('pages.catalog')} />;
}
