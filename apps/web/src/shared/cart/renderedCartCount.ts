// The cart lives in local storage, which the server cannot read. The count
// of its pieces also goes in a cookie, so that the server draws the header's
// cart badge on a signed-in buyer's catalogue (apps/server
// firstScreenData.ts); the browser hydrates that page with the same count
// (app/boot.tsx), then reads its storage.
import { createContext } from 'react';
import { CART_COUNT_COOKIE } from '@shop/schemas/catalogView';

/** The count the page was rendered with: 0 on pages rendered for everyone. */
export const RenderedCartCountContext = createContext(0);

/** The cookie follows the storage; an empty cart needs none. */
export function writeCartCountCookie(count: number): void {
  const value = count > 0 ? `${count}; max-age=31536000` : '; max-age=0';
  document.cookie = `${CART_COUNT_COOKIE}=${value}; path=/; samesite=lax`;
}

/** A count as the cookie or the page's data carry it: anything else is 0. */
export function cartCountOf(value: unknown): number {
  const count = Number(value);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}
