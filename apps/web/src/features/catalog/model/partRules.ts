// Display rules of spec sections 4 and 5 for a part: the NEW badge, the
// discount, the price format. Money stays in integer kopecks until shown.

import { NEW_WINDOW_MS } from '@shop/schemas/catalogView';

/** 'created' (purple): created in the window and never edited; 'updated' (orange): edited in it. */
export type NewBadgeKind = 'created' | 'updated';

export function newBadgeKind(
  createdAt: string,
  updatedAt: string,
  now: Date = new Date(),
): NewBadgeKind | null {
  const created = Date.parse(createdAt);
  const updated = Date.parse(updatedAt);
  if (now.getTime() - updated > NEW_WINDOW_MS) return null;
  return updated > created ? 'updated' : 'created';
}

/** -N% shown only when the retail price exceeds ours: N = round((retail - price) / retail * 100). */
export function discountPercent(priceKopecks: number, retailKopecks: number | null): number | null {
  if (retailKopecks === null || retailKopecks <= priceKopecks) return null;
  return Math.round(((retailKopecks - priceKopecks) * 100) / retailKopecks);
}

/** The shop's one money formatter: "1 500 ₽", "12 350,50 ₽". */
export { formatRoubles } from '@shop/i18n/money';

export type StockState = 'inStock' | 'toOrder';

export const stockState = (availability: number): StockState => (availability > 0 ? 'inStock' : 'toOrder');
