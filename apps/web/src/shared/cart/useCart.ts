import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  CART_STORAGE_KEY,
  parseCart,
  readCart,
  subscribeToCart,
  writeCart,
  type CartQuantities,
} from './cartStorage';
import { withAdded, withQuantity } from './cartState';

const EMPTY: CartQuantities = {};

// useSyncExternalStore needs the same object while storage is unchanged, and
// an empty cart is the server's snapshot itself: adopting the server's page
// then re-renders nothing (a changed snapshot re-renders at once, in one
// long task, each card of the page).
let cachedRaw: string | null | undefined;
let cachedCart: CartQuantities = EMPTY;
function snapshot(): CartQuantities {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const cart = parseCart(raw);
    cachedCart = Object.keys(cart).length === 0 ? EMPTY : cart;
  }
  return cachedCart;
}

export interface CartApi {
  /** partId -> quantity. */
  items: CartQuantities;
  quantityOf: (partId: number) => number;
  add: (partId: number) => void;
  setQuantity: (partId: number, quantity: number) => void;
  remove: (partId: number) => void;
  clear: () => void;
}

// Writers read storage afresh so two quick clicks never lose an update.
export const addToCart = (partId: number) => writeCart(withAdded(readCart(), partId));
export const setCartQuantity = (partId: number, quantity: number) =>
  writeCart(withQuantity(readCart(), partId, quantity));
const remove = (partId: number) => setCartQuantity(partId, 0);
const clear = () => writeCart({});

/** The cart in local storage `cart`, shared by every tab and component. */
export function useCart(): CartApi {
  const items = useSyncExternalStore(subscribeToCart, snapshot, () => EMPTY);
  const quantityOf = useCallback((partId: number) => items[String(partId)] ?? 0, [items]);
  return useMemo(
    () => ({ items, quantityOf, add: addToCart, setQuantity: setCartQuantity, remove, clear }),
    [items, quantityOf],
  );
}

/**
 * One part's quantity in the cart: a card re-renders when its own line
 * changes, not when any line of the cart does.
 */
export function useCartQuantity(partId: number): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => snapshot()[String(partId)] ?? 0,
    () => 0,
  );
}
