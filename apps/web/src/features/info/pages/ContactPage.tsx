import '../texts';
import { Grid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPinned, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { CompanyContacts } from '../components/CompanyContacts';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { ContactForm } from '../contact/ContactForm';
import { ContactMap } from '../contact/ContactMap';
import { OfficeHours } from '../contact/OfficeHours';

/** /contact: info card, hours, the feedback form and the map. */
export function ContactPage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({ title: t('layout:pages.contact'), description: t('info:meta.contact') });
  return (
    <InfoPageLayout title={t('layout:pages.contact')} lead={t('info:contact.lead')}>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '6', md: '8' }} alignItems="start">
        <Stack gap={{ base: '6', md: '8' }}>
          <InfoSection title={t('info:contact.infoTitle')} icon={<Mail size={20} />}>
            <CompanyContacts />
          </InfoSection>
          <InfoSection title={t('info:contact.hours.title')} icon={<Clock size={20} />}>
            <OfficeHours />
          </InfoSection>
        </Stack>
        <InfoSection title={t('info:contact.form.title')} icon={<MessageSquare size={20} />}>
          <Text color="fg.muted">{t('info:contact.form.description')}</Text>
          <ContactForm />
        </InfoSection>
      </Grid>
      <InfoSection title={t('info:contact.map.title')} icon={<MapPinned size={20} />}>
        <ContactMap />
      </InfoSection>
    </InfoPageLayout>
  );
}
