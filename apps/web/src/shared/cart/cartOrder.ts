// The order of the cart's lines: the order they came in (issue 29.8). The cart
// itself stays the spec's map of part id to quantity, whose integer keys a
// JSON object always lists in ascending order; so the order is kept beside it,
// under `cart_order`, as an array of part ids, and reconciled with the cart
// on every read (a part missing from it goes last; a removed one is dropped).
import type { CartQuantities } from './cartQuantities';

export const CART_ORDER_KEY = 'cart_order';

function parseOrder(raw: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The cart's part ids in order: the stored order first, then `added` (a batch
 * in its list's order), then anything else the cart holds, ascending.
 */
export function orderedPartIds(
  cart: CartQuantities,
  storedOrder: readonly number[],
  added: readonly number[] = [],
): number[] {
  const seen = new Set<number>();
  const order: number[] = [];
  for (const id of [...storedOrder, ...added, ...Object.keys(cart).map(Number)]) {
    if (!seen.has(id) && cart[String(id)]) {
      seen.add(id);
      order.push(id);
    }
  }
  return order;
}

export function readCartOrder(): number[] {
  // The server's render of a page (which has no cart) reads no storage.
  if (typeof localStorage === 'undefined') return [];
  return parseOrder(localStorage.getItem(CART_ORDER_KEY));
}

export function writeCartOrder(cart: CartQuantities, added: readonly number[]): void {
  localStorage.setItem(CART_ORDER_KEY, JSON.stringify(orderedPartIds(cart, readCartOrder(), added)));
}

/** The cart's lines in the order they came in: what the panel shows and the order sends. */
export function cartEntries(cart: CartQuantities): Array<{ partId: number; quantity: number }> {
  return orderedPartIds(cart, readCartOrder()).map((partId) => ({ partId, quantity: cart[String(partId)]! }));
}
