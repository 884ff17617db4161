import { Accordion, Span } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useShopTermsTexts } from '../terms/useShopTermsTexts';
import { FAQ_KEYS } from './faqKeys';

/** Ten questions; opening one closes the other (single-open), and an open one can be closed again. */
export function FaqAccordion() {
  const { t } = useTranslation('info');
  // The minimum order and the deferral from the shop's settings (issue 29).
  const terms = useShopTermsTexts();
  const answer = (key: (typeof FAQ_KEYS)[number]) =>
    key === 'minOrder' ? terms.minOrder : key === 'deferral' ? terms.deferral : t(`faq.items.${key}.answer`);
  return (
    <Accordion.Root collapsible variant="enclosed" bg="white" rounded="2xl">
      {FAQ_KEYS.map((key) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.ItemTrigger py="4" px={{ base: '4', md: '6' }} cursor="pointer">
            <Span flex="1" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} textAlign="start">
              {t(`faq.items.${key}.question`)}
            </Span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody px={{ base: '4', md: '6' }} pb="5" color="fg.muted">
              {answer(key)}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
