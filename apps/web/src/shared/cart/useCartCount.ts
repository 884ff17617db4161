import { useContext, useEffect, useSyncExternalStore } from 'react';
import { readCartCount, subscribeToCart } from './cartStorage';
import { RenderedCartCountContext, writeCartCountCookie } from './renderedCartCount';

/**
 * Pieces in the cart, kept in step with local storage (this tab and others).
 * While React adopts a page the server rendered, the count it rendered.
 */
export function useCartCount(): number {
  const rendered = useContext(RenderedCartCountContext);
  const count = useSyncExternalStore(subscribeToCart, readCartCount, () => rendered);
  // The server's next render of the catalogue draws this count (renderedCartCount.ts).
  useEffect(() => writeCartCountCookie(count), [count]);
  return count;
}
