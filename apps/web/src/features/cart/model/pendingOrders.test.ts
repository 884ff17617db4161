import type { CreateOrderInput } from '@shop/schemas';
import { describe, expect, it } from 'vitest';
import {
  parsePendingOrders,
  pendingOrdersOf,
  withoutPendingOrder,
  withPendingOrder,
  type PendingOrder,
} from './pendingOrders';

function pending(key: string, userId = 1): PendingOrder {
  const input: CreateOrderInput = {
    idempotencyKey: key,
    items: [{ partId: 5, quantity: 2 }],
    deliveryMethod: 'pickup',
    paymentMethod: 'card',
    city: '',
    deliveryAddress: '',
    comments: '',
  };
  return { userId, status: 'pending', savedAt: '2026-11-22T10:00:00.000Z', input };
}

describe('orders kept offline', () => {
  it('keeps one entry per idempotency key, so a repeated save never queues a second order', () => {
    const queue = withPendingOrder(withPendingOrder([], pending('key-one')), pending('key-one'));
    expect(queue).toHaveLength(1);
    expect(withPendingOrder(queue, pending('key-two')).map((entry) => entry.input.idempotencyKey)).toEqual([
      'key-one',
      'key-two',
    ]);
  });

  it('drops the entry the server confirmed', () => {
    const queue = [pending('key-one'), pending('key-two')];
    expect(withoutPendingOrder(queue, 'key-one').map((entry) => entry.input.idempotencyKey)).toEqual([
      'key-two',
    ]);
  });

  it('sends only the orders of the signed-in buyer', () => {
    expect(
      pendingOrdersOf([pending('key-a', 1), pending('key-b', 2)], 2).map((e) => e.input.idempotencyKey),
    ).toEqual(['key-b']);
  });

  it('survives damaged storage', () => {
    expect(parsePendingOrders('{oops')).toEqual([]);
    expect(parsePendingOrders('{"a":1}')).toEqual([]);
    expect(parsePendingOrders(JSON.stringify([pending('key-ok'), { userId: 1 }, null]))).toHaveLength(1);
  });
});
