import { describe, expect, it } from 'vitest';
import { parseOrderCache, serializeOrderCache, type Order } from './orderCache';

const order = { orderNumber: 'ORD-123456', items: [] } as unknown as Order;

describe('cached orders', () => {
  it('returns the orders to the buyer who loaded them only', () => {
    const raw = serializeOrderCache(7, [order]);
    expect(parseOrderCache(raw, 7)).toEqual([order]);
    expect(parseOrderCache(raw, 8)).toBeNull();
  });

  it('treats missing or damaged storage as no cache', () => {
    expect(parseOrderCache(null, 7)).toBeNull();
    expect(parseOrderCache('{bad', 7)).toBeNull();
    expect(parseOrderCache(JSON.stringify({ userId: 7, orders: [order, { id: 1 }] }), 7)).toEqual([order]);
  });
});
