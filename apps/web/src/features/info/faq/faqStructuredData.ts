// FAQPage structured data (schema.org), built from the same texts the accordion shows.
import type { TFunction } from 'i18next';
import { FAQ_KEYS } from './faqKeys';

export function faqStructuredData(t: TFunction<'info'>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_KEYS.map((key) => ({
      '@type': 'Question',
      name: t(`faq.items.${key}.question`),
      acceptedAnswer: { '@type': 'Answer', text: t(`faq.items.${key}.answer`) },
    })),
  };
}
