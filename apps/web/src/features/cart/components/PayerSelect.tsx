// Paying by bank transfer: which of the buyer's payers the invoice is made
// out to. The first payer is chosen by default; none means the buyer's name.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../shared/api/trpc';

interface PayerSelectProps {
  value: number | undefined;
  disabled: boolean;
  onChange: (payerId: number | undefined) => void;
}

export function PayerSelect({ value, disabled, onChange }: PayerSelectProps) {
  const { t } = useTranslation('requisites');
  const payers = trpc.auth.payers.list.useQuery();
  const first = payers.data?.[0]?.id;
  // Once, when the list arrives: choosing "no payer" afterwards must stick.
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || first === undefined) return;
    defaulted.current = true;
    if (value === undefined) onChange(first);
  }, [value, first, onChange]);

  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{t('ui.checkoutPayer')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
          }
        >
          {payers.data?.map((payer) => (
            <option key={payer.id} value={payer.id}>
              {t('ui.payerOption', { name: payer.name, inn: payer.inn })}
            </option>
          ))}
          <option value="">{t('ui.checkoutNoPayer')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {payers.data?.length === 0 && <Field.HelperText>{t('ui.checkoutAddHint')}</Field.HelperText>}
    </Field.Root>
  );
}
