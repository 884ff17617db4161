import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import type { CheckoutForm } from '@shop/schemas';
import { useTranslation } from 'react-i18next';
import { MethodRadioGroup } from './MethodRadioGroup';
import { PayerSelect } from './PayerSelect';

export type CheckoutValues = Required<Omit<CheckoutForm, 'name' | 'payerId'>> & {
  name: string;
  payerId?: number;
};

interface CheckoutFieldsProps {
  values: CheckoutValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (patch: Partial<CheckoutValues>) => void;
}

/** Delivery, payment, the address (only when not pickup) and comments. */
export function CheckoutFields({ values, errors, disabled, onChange }: CheckoutFieldsProps) {
  const { t } = useTranslation(['cart', 'orders']);
  const delivery = (['pickup', 'courier', 'shipping'] as const).map((value) => ({
    value,
    label: t(`orders:delivery.${value}`),
    terms: t(`orders:delivery.${value}Terms`),
  }));
  const payment = (['card', 'cash', 'invoice'] as const).map((value) => ({
    value,
    label: t(`orders:payment.${value}`),
    terms: t(`orders:payment.${value}Terms`),
  }));

  return (
    <Stack gap="5">
      <MethodRadioGroup
        legend={t('cart:checkoutDialog.delivery')}
        value={values.deliveryMethod}
        options={delivery}
        disabled={disabled}
        onChange={(deliveryMethod) => onChange({ deliveryMethod })}
      />
      {values.deliveryMethod !== 'pickup' && (
        <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
          <Field.Root required invalid={Boolean(errors.city)} disabled={disabled} flex="1">
            <Field.Label>
              {t('cart:checkoutDialog.city')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.city}
              placeholder={t('cart:checkoutDialog.cityPlaceholder')}
              autoComplete="address-level2"
              onChange={(event) => onChange({ city: event.target.value })}
            />
            <Field.ErrorText>{errors.city}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.deliveryAddress)} disabled={disabled} flex="2">
            <Field.Label>
              {t('cart:checkoutDialog.address')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.deliveryAddress}
              placeholder={t('cart:checkoutDialog.addressPlaceholder')}
              autoComplete="street-address"
              onChange={(event) => onChange({ deliveryAddress: event.target.value })}
            />
            <Field.ErrorText>{errors.deliveryAddress}</Field.ErrorText>
          </Field.Root>
        </Stack>
      )}
      <MethodRadioGroup
        legend={t('cart:checkoutDialog.payment')}
        value={values.paymentMethod}
        options={payment}
        disabled={disabled}
        onChange={(paymentMethod) => onChange({ paymentMethod })}
      />
      {values.paymentMethod === 'invoice' && (
        <PayerSelect
          value={values.payerId}
          disabled={disabled}
          onChange={(payerId) => onChange({ payerId })}
        />
      )}
      <Field.Root disabled={disabled}>
        <Field.Label>{t('cart:checkoutDialog.comments')}</Field.Label>
        <Textarea
          value={values.comments}
          rows={3}
          maxLength={2000}
          onChange={(event) => onChange({ comments: event.target.value })}
        />
      </Field.Root>
    </Stack>
  );
}
