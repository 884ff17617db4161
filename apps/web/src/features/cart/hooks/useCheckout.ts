// One checkout attempt: validate with the shared schema, send with the pending
// key, and turn the outcome into what the dialog shows.
import { checkoutForm, type CheckoutForm } from '@shop/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartEntries } from '../../../shared/cart/cartOrder';
import { readCart } from '../../../shared/cart/cartStorage';
import { useCart } from '../../../shared/cart/useCart';
import { toaster } from '../../../shared/ui/toaster';
import { currentOrderKey, forgetOrderKey } from '../model/orderKey';
import { readPendingOrders, withPendingOrder, writePendingOrders } from '../model/pendingOrders';
import type { SubmitFailure } from '../model/submitFailure';
import { useSendOrder, type CreatedOrder } from './useSendOrder';

export interface CheckoutState {
  sending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
}

const IDLE: CheckoutState = { sending: false, error: null, fieldErrors: {} };

function fieldErrorsOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}

export function useCheckout(
  userId: number,
  onPlaced: (order: CreatedOrder) => void,
  closeDialog: () => void,
) {
  const { t } = useTranslation(['orders', 'cart']);
  const navigate = useNavigate();
  const cart = useCart();
  const send = useSendOrder();
  const [state, setState] = useState<CheckoutState>(IDLE);

  const handleFailure = (failure: SubmitFailure, queue: () => void) => {
    if (failure.kind === 'unauthorized') {
      toaster.create({ type: 'error', title: t('cart:authTitle'), description: t('cart:authRequired') });
      return navigate('/login', { state: { from: '/catalog' } });
    }
    if (failure.kind === 'unreachable') return queue();
    if (failure.kind === 'invalid' && failure.keyUsed) forgetOrderKey();
    const error =
      failure.kind === 'timeout'
        ? t('orders:errors.timeout')
        : failure.kind === 'invalid'
          ? failure.message
          : t('orders:errors.general');
    setState({ sending: false, error, fieldErrors: failure.kind === 'invalid' ? failure.fieldErrors : {} });
    if (failure.kind === 'failed')
      toaster.create({ type: 'error', title: t('orders:errors.failed'), description: error });
  };

  const submit = async (form: CheckoutForm) => {
    const parsed = checkoutForm.safeParse(form);
    if (!parsed.success) return setState({ ...IDLE, fieldErrors: fieldErrorsOf(parsed.error.issues) });
    const items = cartEntries(readCart());
    if (items.length === 0) return setState({ ...IDLE, error: t('cart:emptyHint') });
    setState({ ...IDLE, sending: true });
    const input = { ...parsed.data, idempotencyKey: currentOrderKey(), items };
    const result = await send(input);
    if (result.ok) {
      forgetOrderKey();
      cart.clear();
      setState(IDLE);
      if ('order' in result) return onPlaced(result.order);
      // Above the buyer's monthly limit: the cart went to the company's administrator.
      toaster.create({ type: 'info', title: t('orders:approvalRequested') });
      closeDialog();
      return navigate('/account/approvals');
    }
    handleFailure(result.failure, () => {
      // The queue now owns the key; the next checkout starts a new one.
      writePendingOrders(
        withPendingOrder(readPendingOrders(), {
          userId,
          status: 'pending',
          savedAt: new Date().toISOString(),
          input,
        }),
      );
      forgetOrderKey();
      cart.clear();
      setState(IDLE);
      toaster.create({
        type: 'info',
        title: t('orders:savedLocally'),
        description: t('orders:savedLocallyMailWarning'),
      });
      closeDialog();
    });
  };

  return { state, submit, reset: () => setState(IDLE) };
}
