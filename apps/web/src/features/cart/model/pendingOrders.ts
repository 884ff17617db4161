// Orders kept on this device while the server cannot be reached (spec section
// 8: 'Заказ сохранен локально...'). Each keeps its idempotency key, so sending
// it again later can never create a second order.
import type { CreateOrderInput } from '@shop/schemas';

export const PENDING_ORDERS_KEY = 'pendingOrders';

export interface PendingOrder {
  /** Only the buyer who placed it may send it. */
  userId: number;
  status: 'pending';
  savedAt: string;
  input: CreateOrderInput;
}

function isPendingOrder(value: unknown): value is PendingOrder {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PendingOrder>;
  return (
    typeof entry.userId === 'number' &&
    typeof entry.input === 'object' &&
    entry.input !== null &&
    typeof entry.input.idempotencyKey === 'string' &&
    Array.isArray(entry.input.items)
  );
}

/** Malformed storage reads as an empty queue; broken entries are dropped. */
export function parsePendingOrders(raw: string | null): PendingOrder[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingOrder) : [];
  } catch {
    return [];
  }
}

/** Adds an order once: the same key replaces the earlier copy. */
export function withPendingOrder(queue: PendingOrder[], order: PendingOrder): PendingOrder[] {
  return [...withoutPendingOrder(queue, order.input.idempotencyKey), order];
}

export function withoutPendingOrder(queue: PendingOrder[], idempotencyKey: string): PendingOrder[] {
  return queue.filter((entry) => entry.input.idempotencyKey !== idempotencyKey);
}

export function pendingOrdersOf(queue: PendingOrder[], userId: number): PendingOrder[] {
  return queue.filter((entry) => entry.userId === userId);
}

export function readPendingOrders(): PendingOrder[] {
  return parsePendingOrders(localStorage.getItem(PENDING_ORDERS_KEY));
}

export function writePendingOrders(queue: PendingOrder[]): void {
  if (queue.length === 0) localStorage.removeItem(PENDING_ORDERS_KEY);
  else localStorage.setItem(PENDING_ORDERS_KEY, JSON.stringify(queue));
}
