// The one status list (@shop/db/orderStatuses through @shop/schemas) for the
// buyer's history and the admin's screens alike.
import { orderStatuses } from '@shop/schemas';

export type OrderStatus = (typeof orderStatuses)[number];

/** The nine in the order of an order's life, for filters. */
export const ORDER_STATUSES_IN_ORDER: readonly OrderStatus[] = orderStatuses;

export const isKnownStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

/** Badge colours: grey while new, warm while in work, green when done, red when cancelled. */
export const STATUS_PALETTE: Record<OrderStatus, string> = {
  pending: 'gray',
  confirmed: 'blue',
  processing: 'orange',
  ready_for_pickup: 'cyan',
  shipped: 'purple',
  out_for_delivery: 'teal',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
};
