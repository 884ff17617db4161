// The cart lives in local storage under `cart`: a JSON object partId -> quantity
// (its lines' order beside it: cartOrder.ts).
// Other tabs learn about changes from the `storage` event; this tab's writers
// dispatch CART_CHANGE_EVENT, since `storage` never fires in the writing tab.
import type { CartQuantities } from './cartQuantities';
import { writeCartOrder } from './cartOrder';

export const CART_STORAGE_KEY = 'cart';
export const CART_CHANGE_EVENT = 'shop:cart-change';

export type { CartQuantities } from './cartQuantities';

/** Parses stored JSON; anything malformed counts as an empty cart. */
export function parseCart(raw: string | null): CartQuantities {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const cart: CartQuantities = {};
    for (const [partId, quantity] of Object.entries(parsed)) {
      if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) cart[partId] = quantity;
    }
    return cart;
  } catch {
    return {};
  }
}

export function readCart(): CartQuantities {
  return parseCart(localStorage.getItem(CART_STORAGE_KEY));
}

/**
 * Saves the cart and tells this tab's listeners (other tabs get `storage`).
 * `added`: the part ids a batch brought, in its list's order (quick order, a
 * saved list, a repeated order); a single new part simply goes last.
 */
export function writeCart(cart: CartQuantities, added: readonly number[] = []): void {
  writeCartOrder(cart, added);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Total number of pieces in the cart. */
export function readCartCount(): number {
  return Object.values(readCart()).reduce((sum, quantity) => sum + quantity, 0);
}

/** Listens to cart changes from this tab and from other tabs. */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}
