import { useSyncExternalStore } from 'react';
import { readCartCount, subscribeToCart } from './cartStorage';

/** Pieces in the cart, kept in step with local storage (this tab and others). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCartCount, () => 0);
}
