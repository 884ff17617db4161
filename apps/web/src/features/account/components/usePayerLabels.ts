import { useTranslation } from 'react-i18next';
import type { PayerFormLabels } from '../../../shared/requisites/PayerForm';

/** The payer form's labels from the requisites texts. */
export function usePayerLabels(): PayerFormLabels {
  const { t } = useTranslation('requisites');
  return {
    fields: t('ui.fields', { returnObjects: true }),
    kinds: t('ui.kinds', { returnObjects: true }),
    save: t('ui.save'),
    cancel: t('ui.cancel'),
  };
}
