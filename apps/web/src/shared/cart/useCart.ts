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

// useSyncExternalStore needs the same object while storage is unchanged.
let cachedRaw: string | null | undefined;
let cachedCart: CartQuantities = {};
function snapshot(): CartQuantities {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = parseCart(raw);
  }
  return cachedCart;
}
const EMPTY: CartQuantities = {};

export interface CartApi {
  /** partId -> quantity. */
  items: CartQuantities;
  quantityOf: (partId: number) => number;
  add: (partId: number) => void;
  setQuantity: (partId: number, quantity: number) => void;
  remove: (partId: number) => void;
  clear: () => void;
}

/** The cart in local storage `cart`, shared by every tab and component. */
export function useCart(): CartApi {
  const items = useSyncExternalStore(subscribeToCart, snapshot, () => EMPTY);
  const quantityOf = useCallback((partId: number) => items[String(partId)] ?? 0, [items]);
  // Writers read storage afresh so two quick clicks never lose an update.
  const add = useCallback((partId: number) => writeCart(withAdded(readCart(), partId)), []);
  const setQuantity = useCallback(
    (partId: number, quantity: number) => writeCart(withQuantity(readCart(), partId, quantity)),
    [],
  );
  const remove = useCallback((partId: number) => writeCart(withQuantity(readCart(), partId, 0)), []);
  const clear = useCallback(() => writeCart({}), []);
  return useMemo(
    () => ({ items, quantityOf, add, setQuantity, remove, clear }),
    [items, quantityOf, add, setQuantity, remove, clear],
  );
}
