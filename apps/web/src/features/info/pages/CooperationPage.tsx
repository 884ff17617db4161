import '../texts';
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Bike, Factory, Handshake, ListOrdered, Phone, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { info } from '@shop/i18n/namespaces/info';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { CompanyContacts } from '../components/CompanyContacts';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { StepList } from '../components/StepList';
import { keysOf } from '../textKeys';

const audiences = [
  { key: 'rental', icon: <Bike size={20} /> },
  { key: 'buyers', icon: <Store size={20} /> },
  { key: 'suppliers', icon: <Factory size={20} /> },
] as const satisfies ReadonlyArray<{ key: string; icon: ReactNode }>;

/** /cooperation: who we work with, the four-step start, partner contacts. */
export function CooperationPage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({ title: t('layout:pages.cooperation'), description: t('info:meta.cooperation') });
  return (
    <InfoPageLayout title={t('layout:pages.cooperation')} lead={t('info:cooperation.lead')}>
      <InfoSection title={t('info:cooperation.audiencesTitle')} icon={<Handshake size={20} />}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {audiences.map(({ key, icon }) => (
            <Stack key={key} gap="2" p="4" rounded="xl" bg="gray.50" borderWidth="1px" borderColor="gray.100">
              <Stack direction="row" align="center" gap="2" color="brand.fg" aria-hidden>
                {icon}
              </Stack>
              <Heading as="h3" size="md">
                {t(`info:cooperation.${key}.title`)}
              </Heading>
              <Text fontSize="sm">{t(`info:cooperation.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title={t('info:cooperation.stepsTitle')} icon={<ListOrdered size={20} />}>
        <StepList steps={keysOf(info.cooperation.steps).map((key) => t(`info:cooperation.steps.${key}`))} />
        <Button asChild colorPalette="brand" rounded="lg" alignSelf="start">
          <RouterLink to="/register">{t('info:cooperation.register')}</RouterLink>
        </Button>
      </InfoSection>
      <InfoSection title={t('info:cooperation.contactsTitle')} icon={<Phone size={20} />}>
        <CompanyContacts
          hours={{ label: t('info:cooperation.hoursLabel'), value: t('info:cooperation.hours') }}
        />
      </InfoSection>
    </InfoPageLayout>
  );
}
