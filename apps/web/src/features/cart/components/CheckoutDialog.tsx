import '../texts';
import '../../../shared/theme/extraRecipes';
import { Alert, Button, CloseButton, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shop/i18n/dates';
import { deliveryPlaceOf } from '@shop/schemas';
import { useCartPreview } from '../hooks/useCartPreview';
import { useCheckout } from '../hooks/useCheckout';
import type { CreatedOrder } from '../hooks/useSendOrder';
import { CheckoutFields, type CheckoutValues } from './CheckoutFields';
import { CheckoutSummary } from './CheckoutSummary';
import { ScreenDialog } from '../../../shared/ui/ScreenDialog';

interface CheckoutDialogProps {
  userId: number;
  onClose: () => void;
  onPlaced: (order: CreatedOrder) => void;
}

function initialValues(): CheckoutValues {
  return {
    deliveryMethod: 'pickup',
    paymentMethod: 'card',
    city: '',
    deliveryAddress: '',
    comments: '',
    name: '',
  };
}

/** 'Оформление заказа': cannot be closed or sent twice while a submission runs (spec section 4). */
export function CheckoutDialog({ userId, onClose, onPlaced }: CheckoutDialogProps) {
  const { t } = useTranslation(['cart', 'orders']);
  const [values, setValues] = useState(initialValues);
  const { lines } = useCartPreview(true);
  const checkout = useCheckout(userId, onPlaced, onClose);
  const { sending, error, fieldErrors } = checkout.state;
  const orderName = t('orders:defaultName', { date: formatDate(new Date().toISOString()) });

  const submit = () => {
    void checkout.submit({
      ...values,
      ...deliveryPlaceOf(values),
      comments: values.comments.trim(),
      name: orderName,
    });
  };

  return (
    <ScreenDialog
      open
      onClose={() => !sending && onClose()}
      closeOnEscape={!sending}
      // A filled form is never lost to a stray click, and the closing panel's
      // focus change must not count as an outside interaction.
      closeOnInteractOutside={false}
      size="lg"
    >
      <Dialog.Header flexDirection="column" alignItems="start" gap="0.5" pe="12">
        <Dialog.Title>{t('cart:checkoutDialog.title')}</Dialog.Title>
        <Text fontSize="sm" color="fg.muted">
          {orderName}
        </Text>
      </Dialog.Header>
      <Dialog.Body>
        <Stack asChild gap="5">
          <form
            id="checkout-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!sending) submit();
            }}
          >
            {error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <CheckoutFields
              values={values}
              errors={fieldErrors}
              disabled={sending}
              onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            />
            {lines.length > 0 && <CheckoutSummary lines={lines} />}
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={sending} onClick={onClose}>
          {t('cart:checkoutDialog.cancel')}
        </Button>
        <Button
          type="submit"
          form="checkout-form"
          colorPalette="brand"
          loading={sending}
          loadingText={t('cart:checkoutDialog.submitting')}
        >
          {t('cart:checkoutDialog.submit')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" disabled={sending} aria-label={t('cart:close')} />
      </Dialog.CloseTrigger>
    </ScreenDialog>
  );
}
