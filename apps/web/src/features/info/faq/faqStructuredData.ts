// FAQPage structured data (schema.org), built from the same texts the accordion shows.
import type { TFunction } from '../../../shared/i18n/translate';
import { FAQ_KEYS } from './faqKeys';

export function faqStructuredData(t: TFunction): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_KEYS.map((key) => ({
      '@type': 'Question',
      name: t(`info.faq.items.${key}.question`),
      acceptedAnswer: { '@type': 'Answer', text: t(`info.faq.items.${key}.answer`) },
    })),
  };
}
