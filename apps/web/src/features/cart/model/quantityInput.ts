// Quantity fields accept digits only (spec section 5). Leaving a field empty
// or at zero means 0, which removes the cart line.

/** What the field may show while typing: the digits of the raw text. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The quantity a field stands for when the buyer leaves it. */
export function quantityFromInput(raw: string): number {
  const digits = digitsOnly(raw);
  if (!digits) return 0;
  const value = Number.parseInt(digits, 10);
  return Number.isSafeInteger(value) ? value : 0;
}

/** Buttons never go below 1; only typing 0 removes a line. */
export function steppedQuantity(current: number, delta: 1 | -1): number {
  return Math.max(1, current + delta);
}
