import '../texts';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { info } from '@shop/i18n/namespaces/info';
import { Award, History, Tags, Users, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { BulletList } from '../components/BulletList';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { keysOf } from '../textKeys';

const copy = info.about;

/** /about: history since 2022, brands, advantages, team, clients. */
export function AboutPage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({ title: t('layout:pages.about'), description: t('info:meta.about') });
  return (
    <InfoPageLayout title={t('layout:pages.about')} lead={t('info:about.lead')}>
      <InfoSection title={t('info:about.historyTitle')} icon={<History size={20} />}>
        <BulletList items={keysOf(copy.history).map((key) => t(`info:about.history.${key}`))} />
      </InfoSection>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
        <InfoSection title={t('info:about.brandsTitle')} icon={<Tags size={20} />}>
          <BulletList items={keysOf(copy.brands).map((key) => t(`info:about.brands.${key}`))} />
        </InfoSection>
        <InfoSection title={t('info:about.advantagesTitle')} icon={<Award size={20} />}>
          <BulletList items={keysOf(copy.advantages).map((key) => t(`info:about.advantages.${key}`))} />
        </InfoSection>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
        <InfoSection title={t('info:about.teamTitle')} icon={<Users size={20} />}>
          <Text>{t('info:about.team')}</Text>
        </InfoSection>
        <InfoSection title={t('info:about.clientsTitle')} icon={<Building2 size={20} />}>
          <Text>{t('info:about.clients')}</Text>
        </InfoSection>
      </SimpleGrid>
    </InfoPageLayout>
  );
}
