import '../texts';
import { useTranslation } from '../../../shared/i18n/translate';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { CatalogScreen } from '../components/CatalogScreen';

/** '/': 30 parts a page, with image and stock first. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home'));
  return <CatalogScreen variant="home" title={t('pages.home')} />;
}
