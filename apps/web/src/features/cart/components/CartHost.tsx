// The cart's screens, mounted once in the app layout for signed-in users: the
// panel opens with '?cart=open' on any page; checkout, save-list and success
// dialogs sit above it, and orders kept offline are sent from here.
import '../texts';
import '../../../shared/theme/extraRecipes';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readCart } from '../../../shared/cart/cartStorage';
import { toaster } from '../../../shared/ui/toaster';
import { whenIdle } from '../../../shared/ui/whenIdle';
import { usePendingOrderSync } from '../hooks/usePendingOrderSync';
import type { CreatedOrder } from '../hooks/useSendOrder';
import { currentOrderKey } from '../model/orderKey';
import { CartPanel } from './CartPanel';
import { SaveListDialog } from './SaveListDialog';
import { SuccessDialog } from './SuccessDialog';

// Checkout (its form's rules: zod and the requisites' schemas) loads when the
// browser is next idle or the panel opens, whichever comes first, not with
// the cart's screens: those mount once a signed-in page is idle, about when a
// buyer's first tap on a phone comes (issue 33). Early all the same, so that a
// buyer whose connection drops later can still check out (the order then
// waits in pendingOrders.ts).
const loadCheckout = () => import('./CheckoutDialog');
const CheckoutDialog = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutDialog })));

/** Spec section 9: after success the buyer goes to /orders after 500 ms. */
const REDIRECT_TO_ORDERS_MS = 500;

type OpenDialog =
  { kind: 'checkout' } | { kind: 'saveList' } | { kind: 'success'; order: CreatedOrder } | null;

export function CartHost({ userId }: { userId: number }) {
  const { t } = useTranslation(['cart', 'orders']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Checkout opens once the panel has finished closing: a dialog opened while
  // the panel's focus trap lets go is dismissed at once.
  const checkoutAfterClose = useRef(false);
  usePendingOrderSync(userId);

  const closePanel = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('cart');
        return next;
      },
      { replace: true },
    );
  };
  const startCheckout = () => {
    if (Object.keys(readCart()).length === 0) {
      toaster.create({ type: 'warning', title: t('cart:emptyTitle'), description: t('cart:emptyHint') });
      return;
    }
    currentOrderKey(); // the key exists from the first attempt on (see orderKey.ts)
    checkoutAfterClose.current = true;
    closePanel();
  };
  const panelClosed = () => {
    if (!checkoutAfterClose.current) return;
    checkoutAfterClose.current = false;
    setDialog({ kind: 'checkout' });
  };
  const placed = (order: CreatedOrder) => {
    setDialog({ kind: 'success', order });
    toaster.create({ type: 'success', title: t('orders:created') });
  };

  const panelOpen = params.get('cart') === 'open';
  useEffect(() => {
    // A failed fetch is tried again when the dialog renders.
    const load = () => void loadCheckout().catch(() => {});
    if (panelOpen) load();
    return whenIdle(load);
  }, [panelOpen]);

  const successShown = dialog?.kind === 'success';
  useEffect(() => {
    if (!successShown) return;
    const timer = setTimeout(() => navigate('/orders'), REDIRECT_TO_ORDERS_MS);
    return () => clearTimeout(timer);
  }, [successShown, navigate]);

  return (
    <>
      <CartPanel
        // The save-list dialog stacks on the panel; checkout and success replace it.
        open={panelOpen && (dialog === null || dialog.kind === 'saveList')}
        restoreFocus={dialog === null && !checkoutAfterClose.current}
        onExitComplete={panelClosed}
        onClose={closePanel}
        onSaveList={() => setDialog({ kind: 'saveList' })}
        onCheckout={startCheckout}
      />
      {dialog?.kind === 'checkout' && (
        <Suspense fallback={null}>
          <CheckoutDialog userId={userId} onClose={() => setDialog(null)} onPlaced={placed} />
        </Suspense>
      )}
      {dialog?.kind === 'saveList' && <SaveListDialog userId={userId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'success' && <SuccessDialog order={dialog.order} onClose={() => setDialog(null)} />}
    </>
  );
}
