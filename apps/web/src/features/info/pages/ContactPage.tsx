import '../texts';
import { Grid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPinned, MessageSquare } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/translate';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { CompanyContacts } from '../components/CompanyContacts';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { ContactForm } from '../contact/ContactForm';
import { ContactMap } from '../contact/ContactMap';
import { OfficeHours } from '../contact/OfficeHours';

/** /contact: info card, hours, the feedback form and the map. */
export function ContactPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('pages.contact'), description: t('info.meta.contact') });
  return (
    <InfoPageLayout title={t('pages.contact')} lead={t('contact.lead')}>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '6', md: '8' }} alignItems="start">
        <Stack gap={{ base: '6', md: '8' }}>
          <InfoSection title={t('contact.infoTitle')} icon={<Mail size={20} />}>
            <CompanyContacts />
          </InfoSection>
          <InfoSection title={t('contact.hours.title')} icon={<Clock size={20} />}>
            <OfficeHours />
          </InfoSection>
        </Stack>
        <InfoSection title={t('contact.form.title')} icon={<MessageSquare size={20} />}>
          <Text color="fg.muted">{t('contact.form.description')}</Text>
          <ContactForm />
        </InfoSection>
      </Grid>
      <InfoSection title={t('contact.map.title')} icon={<MapPinned size={20} />}>
        <ContactMap />
      </InfoSection>
    </InfoPageLayout>
  );
}
