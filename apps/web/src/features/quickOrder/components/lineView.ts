// What the row and the card of one line share: its props, what of it goes to
// the cart, and the article editor's open state.
import { useState } from 'react';
import { lineKey, type QuickLine, type QuickPart } from '../hooks/useQuickOrder';
import { cartQuantity } from '../model/cartChoice';

export interface ResultLineProps {
  line: QuickLine;
  /** Left out by the buyer. */
  excluded: boolean;
  /** 'Без позиций под заказ' is on. */
  withoutToOrder: boolean;
  /** Its corrected article is being looked up. */
  correcting: boolean;
  onPick: (key: number, part: QuickPart) => void;
  onQuantity: (key: number, quantity: number) => void;
  onToggle: (key: number) => void;
  onCorrect: (key: number, article: string, done: () => void) => void;
}

/** Units going to the cart, and the sum shown: what of the line goes, not what was asked. */
export function lineCart({ line, excluded, withoutToOrder }: ResultLineProps) {
  const quantity = cartQuantity(line, {
    excluded: excluded ? new Map([[lineKey(line), '']]) : new Map(),
    withoutToOrder,
  });
  const sumKopecks = line.part ? line.part.priceKopecks * quantity : 0;
  /** 'В корзину: 3 шт.' when the stock cuts the line ('Без позиций под заказ'). */
  const cut = line.part !== null && quantity > 0 && quantity < line.quantity;
  /** 'Под заказ: N шт.' only while the stock's shortfall would go to the cart. */
  const toOrder = withoutToOrder || excluded ? 0 : line.toOrder;
  return { quantity, sumKopecks, cut, toOrder };
}

export function useArticleEditor(props: ResultLineProps) {
  const [editing, setEditing] = useState(false);
  const key = lineKey(props.line);
  return {
    editing,
    open: () => setEditing(true),
    close: () => setEditing(false),
    submit: (article: string) => props.onCorrect(key, article, () => setEditing(false)),
    toggle: () => props.onToggle(key),
  };
}
