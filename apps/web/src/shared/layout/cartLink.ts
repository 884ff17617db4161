import type { To } from 'react-router-dom';

/** The catalogue pages own the cart panel; it opens with '?cart=open' (spec section 2). */
const PAGES_WITH_CART = new Set(['/', '/catalog']);

export const CART_BADGE_CAP = 99;

export function cartLinkTarget(signedIn: boolean, currentPath: string): To {
  if (!signedIn) return '/login';
  const pathname = PAGES_WITH_CART.has(currentPath) ? currentPath : '/';
  return { pathname, search: '?cart=open' };
}

/** '99+' above the cap, nothing for an empty cart. */
export function cartBadgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}
