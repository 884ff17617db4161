// A batch of lines put into the cart on top of what it holds (a repeated
// order, a saved list): quantities add up to the server's per-part cap, and
// the batch keeps its order in the cart (cartOrder.ts).
import { MAX_LINE_QUANTITY } from '@shop/schemas/limits';
import { readCart, writeCart, type CartQuantities } from './cartStorage';

export function withLinesAdded(
  cart: CartQuantities,
  lines: ReadonlyArray<{ partId: number; quantity: number }>,
): CartQuantities {
  const next = { ...cart };
  for (const { partId, quantity } of lines) {
    next[String(partId)] = Math.min(MAX_LINE_QUANTITY, (next[String(partId)] ?? 0) + quantity);
  }
  return next;
}

export function addLinesToCart(lines: ReadonlyArray<{ partId: number; quantity: number }>): void {
  writeCart(
    withLinesAdded(readCart(), lines),
    lines.map((line) => line.partId),
  );
}
