import '../texts';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { info } from '@shop/i18n/namespaces/info';
import { Banknote, Clock, CreditCard, FileText, Store, Truck, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { BulletList } from '../components/BulletList';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { keysOf } from '../textKeys';

function Option({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack gap="2" p="4" rounded="xl" bg="gray.50" borderWidth="1px" borderColor="gray.100">
      <Stack color="brand.fg" aria-hidden>
        {icon}
      </Stack>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text fontSize="sm">{children}</Text>
    </Stack>
  );
}

const methods = [
  { key: 'pickup', icon: <Store size={20} /> },
  { key: 'courier', icon: <Truck size={20} /> },
  { key: 'transport', icon: <Warehouse size={20} /> },
] as const;
const payments = [
  { key: 'card', icon: <CreditCard size={20} /> },
  { key: 'cash', icon: <Banknote size={20} /> },
  { key: 'invoice', icon: <FileText size={20} /> },
] as const;

/** Delivery and payment: methods, payment and delivery times. Its canonical address is the site root (spec). */
export function DeliveryPage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({
    title: t('layout:pages.delivery'),
    description: t('info:meta.delivery'),
    canonicalPath: '/',
  });
  return (
    <InfoPageLayout title={t('layout:pages.delivery')} lead={t('info:delivery.lead')}>
      <InfoSection title={t('info:delivery.methodsTitle')} icon={<Truck size={20} />}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {methods.map(({ key, icon }) => (
            <Option key={key} icon={icon} title={t(`info:delivery.${key}.title`)}>
              {t(`info:delivery.${key}.text`, { address: t('layout:company.address') })}
            </Option>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title={t('info:delivery.paymentTitle')} icon={<CreditCard size={20} />}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {payments.map(({ key, icon }) => (
            <Option key={key} icon={icon} title={t(`info:delivery.${key}.title`)}>
              {t(`info:delivery.${key}.text`)}
            </Option>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title={t('info:delivery.timesTitle')} icon={<Clock size={20} />}>
        <BulletList items={keysOf(info.delivery.times).map((key) => t(`info:delivery.times.${key}`))} />
      </InfoSection>
    </InfoPageLayout>
  );
}
