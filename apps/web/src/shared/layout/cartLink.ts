import type { To } from 'react-router-dom';

/** The cart panel is mounted in the app layout and opens with '?cart=open' on any page (spec section 2). */
export const CART_BADGE_CAP = 99;

/** The current page with the panel open; its own query (the catalogue's filters) stays. */
export function cartLinkTarget(signedIn: boolean, currentPath: string, currentSearch = ''): To {
  if (!signedIn) return '/login';
  const params = new URLSearchParams(currentSearch);
  params.set('cart', 'open');
  return { pathname: currentPath, search: `?${params.toString()}` };
}

/** '99+' above the cap, nothing for an empty cart. */
export function cartBadgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}
