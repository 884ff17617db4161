import '../texts';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { InfoPageLayout } from '../components/InfoPageLayout';

const sections = ['general', 'purposes', 'data', 'rights', 'contacts'] as const;

/** /privacy: the personal-data policy (152-FZ), sections 1-5. */
export function PrivacyPage() {
  const { t } = useTranslation(['layout', 'info']);
  usePageMeta({ title: t('layout:pages.privacy'), description: t('info:meta.privacy') });
  const vars = {
    legalName: t('layout:company.legalName'),
    address: t('layout:company.address'),
    email: t('layout:company.email'),
  };
  return (
    <InfoPageLayout title={t('layout:pages.privacy')} lead={t('info:privacy.lead', vars)}>
      <Stack
        gap="6"
        bg="white"
        rounded="2xl"
        borderWidth="1px"
        borderColor="gray.200"
        p={{ base: '5', md: '8' }}
        lineHeight="tall"
      >
        {sections.map((key) => (
          <Stack as="section" key={key} gap="2">
            <Heading as="h2" size="lg">
              {t(`info:privacy.${key}.title`)}
            </Heading>
            <Text>{t(`info:privacy.${key}.text`, vars)}</Text>
          </Stack>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {t('info:privacy.updated')}
        </Text>
      </Stack>
    </InfoPageLayout>
  );
}
