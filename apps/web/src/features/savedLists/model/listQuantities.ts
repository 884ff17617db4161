// Quantity rules of the saved-list dialog (spec sections 2 and 5): never below
// 0, out-of-stock lines cannot change, and what goes to the cart is capped by
// the stock.
import type { CartQuantities } from '../../../shared/cart/cartStorage';

export interface ListLine {
  partId: number;
  quantity: number;
  availability: number;
}

export type Quantities = Record<number, number>;

export function initialQuantities(lines: readonly ListLine[]): Quantities {
  return Object.fromEntries(lines.map((line) => [line.partId, line.quantity]));
}

export function canDecrease(quantity: number, availability: number): boolean {
  return availability > 0 && quantity > 0;
}

export function canIncrease(availability: number): boolean {
  return availability > 0;
}

export function changed(quantity: number, availability: number, delta: 1 | -1): number {
  if (delta < 0) return canDecrease(quantity, availability) ? quantity - 1 : quantity;
  return canIncrease(availability) ? quantity + 1 : quantity;
}

export interface CartAdditions {
  additions: Array<{ partId: number; quantity: number }>;
  /** Some wanted quantity was cut down to the stock. */
  adjusted: boolean;
}

export function cartAdditions(lines: readonly ListLine[], quantities: Quantities): CartAdditions {
  let adjusted = false;
  const additions: CartAdditions['additions'] = [];
  for (const line of lines) {
    const wanted = quantities[line.partId] ?? 0;
    if (wanted <= 0) continue;
    const capped = Math.min(wanted, Math.max(0, line.availability));
    if (capped < wanted) adjusted = true;
    if (capped > 0) additions.push({ partId: line.partId, quantity: capped });
  }
  return { additions, adjusted };
}

/** Adds on top of what the cart already holds. */
export function mergedCart(cart: CartQuantities, additions: CartAdditions['additions']): CartQuantities {
  const next = { ...cart };
  for (const { partId, quantity } of additions) next[String(partId)] = (next[String(partId)] ?? 0) + quantity;
  return next;
}

export function totalKopecks(
  lines: ReadonlyArray<ListLine & { priceKopecks: number }>,
  quantities: Quantities,
): number {
  return lines.reduce((sum, line) => sum + line.priceKopecks * (quantities[line.partId] ?? 0), 0);
}
