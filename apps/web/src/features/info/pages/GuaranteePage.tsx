import '../texts';
import { Text } from '@chakra-ui/react';
import { info } from '@shop/i18n/namespaces/info';
import { ListOrdered, RotateCcw, ShieldCheck, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/seo/usePageMeta';
import { BulletList } from '../components/BulletList';
import { HomeLink } from '../components/HomeLink';
import { InfoPageLayout } from '../components/InfoPageLayout';
import { InfoSection } from '../components/InfoSection';
import { StepList } from '../components/StepList';
import { keysOf } from '../textKeys';

const copy = info.guarantee;

/** /guarantee: 30-day warranty, exclusions, 14-day returns, refund terms, return steps, a link home. */
export function GuaranteePage() {
  const { t } = useTranslation(['info', 'layout']);
  usePageMeta({ title: t('layout:pages.guarantee'), description: t('info:meta.guarantee') });
  return (
    <InfoPageLayout title={t('layout:pages.guarantee')} lead={t('info:guarantee.lead')}>
      <InfoSection title={t('info:guarantee.warrantyTitle')} icon={<ShieldCheck size={20} />}>
        <Text>{t('info:guarantee.warranty')}</Text>
      </InfoSection>
      <InfoSection title={t('info:guarantee.exclusionsTitle')} icon={<ShieldX size={20} />}>
        <BulletList items={keysOf(copy.exclusions).map((key) => t(`info:guarantee.exclusions.${key}`))} />
      </InfoSection>
      <InfoSection title={t('info:guarantee.returnsTitle')} icon={<RotateCcw size={20} />}>
        <Text>{t('info:guarantee.returns')}</Text>
      </InfoSection>
      <InfoSection title={t('info:guarantee.stepsTitle')} icon={<ListOrdered size={20} />}>
        <StepList steps={keysOf(copy.steps).map((key) => t(`info:guarantee.steps.${key}`))} />
      </InfoSection>
      <HomeLink />
    </InfoPageLayout>
  );
}
