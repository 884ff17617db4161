// 'Добавить в корзину': every line with a part goes to the cart whole (what
// stock lacks goes "под заказ", as in the catalogue), the cart opens, and only
// the lines the cart could not take stay on the page.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readCart, writeCart } from '../../../shared/cart/cartStorage';
import { cartLinkTarget } from '../../../shared/layout/cartLink';
import { toaster } from '../../../shared/ui/toaster';
import { cartLines, withLinesAdded, withoutAdded } from '../model/quickOrderLines';
import type { QuickOrderState } from './useQuickOrder';

export function useAddToCart(state: QuickOrderState) {
  const { t } = useTranslation('quickOrder');
  const navigate = useNavigate();
  // The latest list, read at the click: the handler stays one function, so the memoised table does not re-render per keystroke.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  return useCallback(() => {
    const state = latest.current;
    const additions = cartLines(state.lines ?? []);
    if (additions.length === 0) {
      toaster.create({ type: 'warning', title: t('nothingToAdd') });
      return;
    }
    // The cart keeps the list's order (issue 29.8).
    writeCart(
      withLinesAdded(readCart(), additions),
      additions.map((line) => line.partId),
    );
    toaster.create({ type: 'success', title: t('added', { count: additions.length }) });
    const rest = withoutAdded(state.text, state.lines ?? []);
    state.setText(rest);
    // The remaining lines are answered afresh: their row numbers changed with the list.
    state.resolve(rest);
    void navigate(cartLinkTarget(true, '/quick-order'));
  }, [navigate, t]);
}
