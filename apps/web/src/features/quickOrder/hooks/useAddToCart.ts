// 'Добавить в корзину': the lines the buyer kept go to the cart in the list's
// order (what stock lacks goes "под заказ", as in the catalogue, unless the
// buyer chose 'Без позиций под заказ'), the cart opens, and the lines that did
// not go (unmatched, left out) stay on the page, still left out.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readCart, writeCart } from '../../../shared/cart/cartStorage';
import { cartLinkTarget } from '../../../shared/layout/cartLink';
import { toaster } from '../../../shared/ui/toaster';
import { cartLines } from '../model/cartChoice';
import { keptRows, withLinesAdded, withoutAdded } from '../model/quickOrderLines';
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
    const lines = state.lines ?? [];
    const { choice } = state.cartChoice;
    const additions = cartLines(lines, choice);
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
    const rest = withoutAdded(state.text, lines, choice);
    state.cartChoice.renumber(keptRows(state.text, lines, choice));
    state.setText(rest);
    // The remaining lines are answered afresh: their row numbers changed with the list.
    state.resolve(rest);
    void navigate(cartLinkTarget(true, '/quick-order'));
  }, [navigate, t]);
}
