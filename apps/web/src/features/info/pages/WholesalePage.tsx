import '../texts';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { info } from '@shop/i18n/namespaces/info';
import { BadgePercent, Factory, ListOrdered, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { BulletList } from '../components/BulletList';
import { CompanyContacts } from '../components/CompanyContacts';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { StepList } from '../components/StepList';
import { keysOf } from '../textKeys';
import { useShopTermsTexts } from '../terms/useShopTermsTexts';

const copy = info.wholesale;

/** /wholesale: terms (figures from the shop's settings), manufacturers, how to start, the wholesale department's contacts. */
export function WholesalePage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({ title: t('layout:pages.wholesale'), description: t('info:meta.wholesale') });
  const terms = useShopTermsTexts();
  return (
    <InfoPageLayout title={t('layout:pages.wholesale')} lead={t('info:wholesale.lead')}>
      <InfoSection title={t('info:wholesale.termsTitle')} icon={<BadgePercent size={20} />}>
        <BulletList
          items={[
            terms.minOrder,
            terms.discounts,
            terms.deferral,
            ...keysOf(copy.terms).map((key) => t(`info:wholesale.terms.${key}`)),
          ]}
        />
      </InfoSection>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
        <InfoSection title={t('info:wholesale.manufacturersTitle')} icon={<Factory size={20} />}>
          <Text>{t('info:wholesale.manufacturers')}</Text>
        </InfoSection>
        <InfoSection title={t('info:wholesale.startTitle')} icon={<ListOrdered size={20} />}>
          <StepList steps={keysOf(copy.start).map((key) => t(`info:wholesale.start.${key}`))} />
        </InfoSection>
      </SimpleGrid>
      <InfoSection title={t('info:wholesale.contactsTitle')} icon={<Phone size={20} />}>
        {/* The office's hours, as /contact and the footer say (one place: @shop/i18n company.ts). */}
        <CompanyContacts
          hours={{ label: t('info:cooperation.hoursLabel'), value: t('layout:company.hours') }}
        />
      </InfoSection>
    </InfoPageLayout>
  );
}
