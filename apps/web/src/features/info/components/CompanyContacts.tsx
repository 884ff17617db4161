import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack align="start" gap="3">
      <Box color="brand.fg" mt="0.5" aria-hidden>
        {icon}
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box fontWeight="medium">{children}</Box>
      </Box>
    </HStack>
  );
}

interface CompanyContactsProps {
  /** Working hours line, e.g. partner hours; none when the page shows its own. */
  hours?: { label: string; value: string };
}

/** Phone, e-mail and address of the company, as links where they can be. */
export function CompanyContacts({ hours }: CompanyContactsProps) {
  const { t } = useTranslation(['layout', 'info']);
  return (
    <Stack gap="4">
      <Line icon={<Phone size={18} />} label={t('info:contactsBlock.phone')}>
        <Link href={t('layout:company.phoneHref')} color="brand.fg">
          {t('layout:company.phone')}
        </Link>
      </Line>
      <Line icon={<Mail size={18} />} label={t('info:contactsBlock.email')}>
        <Link href={t('layout:company.emailHref')} color="brand.fg">
          {t('layout:company.email')}
        </Link>
      </Line>
      <Line icon={<MapPin size={18} />} label={t('info:contactsBlock.address')}>
        <Box as="address" fontStyle="normal">
          {t('layout:company.address')}
        </Box>
      </Line>
      {hours && (
        <Line icon={<Clock size={18} />} label={hours.label}>
          {hours.value}
        </Line>
      )}
    </Stack>
  );
}
