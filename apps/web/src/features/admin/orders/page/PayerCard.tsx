import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/FactList';
import type { AdminOrder } from '../hooks/adminOrderQueries';
import { InfoCard } from './InfoCard';

/**
 * Issue 29.11: the payer the buyer chose for the invoice, as it was when the
 * order was placed (the invoice is made out to it), or that none was chosen.
 */
export function PayerCard({ payer }: { payer: AdminOrder['payer'] }) {
  const { t } = useTranslation('requisites');
  const fields = t('ui.fields', { returnObjects: true });
  return (
    <InfoCard title={t('ui.checkoutPayer')}>
      {payer ? (
        <FactList
          facts={[
            [fields.name, payer.name],
            [fields.inn, payer.inn],
            ...(payer.kpp ? [[fields.kpp, payer.kpp] as const] : []),
            [payer.kind === 'entrepreneur' ? fields.ogrnip : fields.ogrn, payer.ogrn],
            [fields.legalAddress, payer.legalAddress],
            [fields.bankName, `${payer.bankName}, ${fields.bik} ${payer.bik}`],
            [fields.account, payer.account],
            [fields.corrAccount, payer.corrAccount],
          ]}
        />
      ) : (
        <Text color="fg.muted">{t('ui.checkoutNoPayer')}</Text>
      )}
    </InfoCard>
  );
}
