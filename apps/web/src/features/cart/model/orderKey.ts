// The idempotency key of the checkout in progress. It lives in session storage
// until the server confirms the order, so a retry (double click, timeout,
// reload) returns the same order instead of creating a second one.
export const PENDING_ORDER_KEY = 'pendingOrderKey';
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{6,100}$/;

export function newOrderKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The key of the current checkout, created when none is pending. */
export function currentOrderKey(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  const stored = storage.getItem(PENDING_ORDER_KEY);
  if (stored && ORDER_KEY_PATTERN.test(stored)) return stored;
  const key = newOrderKey();
  storage.setItem(PENDING_ORDER_KEY, key);
  return key;
}

export function forgetOrderKey(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(PENDING_ORDER_KEY);
}
