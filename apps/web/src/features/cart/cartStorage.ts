// The cart lives in local storage under `cart`: a JSON object partId -> quantity.
// Other tabs learn about changes from the `storage` event; this tab's writers
// dispatch CART_CHANGE_EVENT, since `storage` never fires in the writing tab.
export const CART_STORAGE_KEY = 'cart';
export const CART_CHANGE_EVENT = 'shop:cart-change';

export type CartQuantities = Record<string, number>;

export function readCart(): CartQuantities {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
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
