// The nine order statuses (spec section 4), in the order of an order's life.
// The one list: the database types, the API's schemas, the admin screens and
// the CLI all read it; their Russian names are orders:statuses.* in @shop/i18n.
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'shipped',
  'out_for_delivery',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
