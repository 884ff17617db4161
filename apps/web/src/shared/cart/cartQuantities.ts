// The spec's cart: part id -> quantity. Its own file, so that the cart's
// storage and the order of its lines (cartOrder.ts) both use it without
// importing each other.
export type CartQuantities = Record<string, number>;
