import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage';

/** Placeholder until the page is built: heading and page title only. */
export function ContactPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.contact')} />;
}
