// Pure cart transitions (spec section 4): add puts 1, quantities are whole
// numbers, and zero removes the line.
import type { CartQuantities } from './cartStorage';

export function withQuantity(cart: CartQuantities, partId: number, quantity: number): CartQuantities {
  const next = { ...cart };
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (whole > 0) next[String(partId)] = whole;
  else delete next[String(partId)];
  return next;
}

export function withAdded(cart: CartQuantities, partId: number): CartQuantities {
  return cart[String(partId)] ? cart : withQuantity(cart, partId, 1);
}
