import '../texts';
import '../../../shared/theme/catalogRecipes';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { CatalogScreen } from '../components/CatalogScreen';

/** '/': 30 parts a page, with image and stock first. */
export function HomePage() {
  const { t } = useTranslation('layout');
  usePageTitle(t('pages.home'));
  return <CatalogScreen variant="home" title={t('pages.home')} />;
}
