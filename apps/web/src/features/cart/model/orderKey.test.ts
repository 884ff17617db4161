import { describe, expect, it } from 'vitest';
import {
  currentOrderKey,
  forgetOrderKey,
  newOrderKey,
  ORDER_KEY_PATTERN,
  PENDING_ORDER_KEY,
} from './orderKey';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('checkout idempotency key', () => {
  it('matches what the server accepts', () => {
    expect(newOrderKey()).toMatch(ORDER_KEY_PATTERN);
  });

  it('is reused until the order succeeds, then a new checkout gets a new key', () => {
    const storage = memoryStorage();
    const first = currentOrderKey(storage);
    expect(currentOrderKey(storage)).toBe(first);
    expect(storage.data.get(PENDING_ORDER_KEY)).toBe(first);
    forgetOrderKey(storage);
    expect(currentOrderKey(storage)).not.toBe(first);
  });

  it('replaces a stored value the server would reject', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_ORDER_KEY, 'bad key!');
    expect(currentOrderKey(storage)).toMatch(ORDER_KEY_PATTERN);
  });
});
