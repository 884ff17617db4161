import '../texts';
import { useTranslation } from '../../../shared/i18n/translate';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { CatalogScreen } from '../components/CatalogScreen';

/** '/catalog': 12 parts a page, in stock first by quantity. */
export function CatalogPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.catalog'));
  return <CatalogScreen variant="catalog" title={t('pages.catalog')} />;
}
