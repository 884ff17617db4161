import '../texts';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../shared/i18n/translate';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { InfoPageLayout } from '../components/InfoPageLayout';

const sections = ['general', 'purposes', 'data', 'rights', 'contacts'] as const;

/** /privacy: the personal-data policy (152-FZ), sections 1-5. */
export function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('pages.privacy'), description: t('info.meta.privacy') });
  const vars = {
    legalName: t('company.legalName'),
    address: t('company.address'),
    email: t('company.email'),
  };
  return (
    <InfoPageLayout title={t('pages.privacy')} lead={t('info.privacy.lead', vars)}>
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
              {t(`info.privacy.${key}.title`)}
            </Heading>
            <Text>{t(`info.privacy.${key}.text`, vars)}</Text>
          </Stack>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {t('info.privacy.updated')}
        </Text>
      </Stack>
    </InfoPageLayout>
  );
}
