import '../texts';
import { Button } from '@chakra-ui/react';
import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { JsonLd } from '../../../shared/seo/JsonLd';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { FaqAccordion } from '../faq/FaqAccordion';
import { faqStructuredData } from '../faq/faqStructuredData';

/** /faq: ten questions in a single-open accordion, plus FAQPage structured data. */
export function FaqPage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({ title: t('layout:pages.faq'), description: t('info:meta.faq') });
  return (
    <InfoPageLayout title={t('layout:pages.faq')} lead={t('info:faq.lead')}>
      <FaqAccordion />
      <Button asChild colorPalette="brand" variant="outline" rounded="lg" alignSelf="start">
        <RouterLink to="/contact">
          <MessageCircleQuestion size={16} /> {t('info:faq.contactLink')}
        </RouterLink>
      </Button>
      <JsonLd data={faqStructuredData(t)} />
    </InfoPageLayout>
  );
}
