// Checkout and order inputs, shared by the checkout form and the server.
import { orders } from '@shop/i18n/namespaces/orders';
import { ORDER_STATUSES } from '@shop/db/orderStatuses';
import { idField, isoDateTimeOutput, orderLinesField, textField } from './fields';
import { payerDetailsOutput } from './requisites/payer';
import { z } from './zod';

export const deliveryMethods = ['pickup', 'courier', 'shipping'] as const;
export const paymentMethods = ['card', 'cash', 'invoice'] as const;
const checkoutFields = {
  deliveryMethod: z.enum(deliveryMethods, { error: orders.validation.deliveryMethod }),
  paymentMethod: z.enum(paymentMethods, { error: orders.validation.paymentMethod }),
  city: textField.max(200).default(''),
  deliveryAddress: textField.max(500).default(''),
  comments: textField.max(2000).default(''),
  name: textField.trim().max(200).optional(),
  /** One of the buyer's payers (auth.payers): the invoice's buyer when paying by bank transfer. */
  payerId: idField.optional(),
};

/** City and address are required, after trimming, unless the buyer picks the goods up. */
function requireAddressUnlessPickup(
  value: { deliveryMethod: string; city: string; deliveryAddress: string },
  ctx: z.RefinementCtx,
): void {
  if (value.deliveryMethod === 'pickup') return;
  if (!value.city.trim()) ctx.addIssue({ code: 'custom', path: ['city'], message: orders.validation.city });
  if (!value.deliveryAddress.trim()) {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: orders.validation.address });
  }
}

/** The checkout dialog's fields. */
export const checkoutForm = z.object(checkoutFields).superRefine(requireAddressUnlessPickup);
export type CheckoutForm = z.infer<typeof checkoutForm>;

/** What the client sends to place an order; prices are never part of it. */
export const createOrderInput = z
  .object({
    /** Kept by the client until success: a retry with the same key returns the same order. */
    idempotencyKey: textField
      .min(6, orders.validation.idempotencyKey)
      .max(100, orders.validation.idempotencyKey)
      .regex(/^[A-Za-z0-9_-]+$/, orders.validation.idempotencyKey),
    items: orderLinesField(orders.validation.emptyCart),
    ...checkoutFields,
  })
  .superRefine(requireAddressUnlessPickup);
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/** Where an order goes, as it is stored and compared: pickup has no address (spec section 4); texts trimmed. */
export function deliveryPlaceOf(input: { deliveryMethod: string; city: string; deliveryAddress: string }) {
  const pickup = input.deliveryMethod === 'pickup';
  return {
    city: pickup ? '' : input.city.trim(),
    deliveryAddress: pickup ? '' : input.deliveryAddress.trim(),
  };
}

/**
 * orders.mine's filters ('Мои заказы', issue 29.10): a part of the order
 * number or of an article on it (dashes and case ignored), and one status.
 * Without them (the REST route, old clients) every order.
 */
export const myOrdersInput = z
  .object({
    search: textField.trim().max(100).default(''),
    status: z.enum(ORDER_STATUSES).nullish(),
  })
  .optional();
export type MyOrdersInput = z.input<typeof myOrdersInput>;

/** The cart's lines priced by the server before checkout. */
export const orderPreviewInput = z.object({ items: orderLinesField(orders.validation.emptyCart) });

// ---- Outputs (money in kopecks; the REST adapter maps them to roubles)

/** One line of an order, priced when it was placed. */
export const orderItemOutput = z.object({
  partId: z.number(),
  partNumber: z.string(),
  name: z.string(),
  unitPriceKopecks: z.number(),
  /** The catalogue price before the client's discount, when the order was placed. */
  baseUnitPriceKopecks: z.number(),
  quantity: z.number(),
  /** Units taken from stock for this order. */
  reservedQuantity: z.number(),
  /** Units the shop still has to get ("под заказ"). */
  toOrderQuantity: z.number(),
  lineTotalKopecks: z.number(),
});

/** The Order entity as the buyer and the admin see it (orders.mine/byId/create, admin.orders.*). */
export const orderOutput = z.object({
  id: z.number(),
  orderNumber: z.string(),
  userId: z.number(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryMethod: z.enum(deliveryMethods),
  paymentMethod: z.enum(paymentMethods),
  city: z.string(),
  deliveryAddress: z.string(),
  comments: z.string(),
  totalKopecks: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  company: z.string().nullable(),
  /** The client's discount captured with the order (every line's unit price has it). */
  discountPercent: z.number(),
  /** Deferred payment in days: the invoice is due this long after the order. */
  paymentDelayDays: z.number(),
  /** The payer (invoice buyer) chosen at checkout, as it was then. */
  payer: payerDetailsOutput.nullable(),
  createdAt: isoDateTimeOutput,
  updatedAt: isoDateTimeOutput,
  items: z.array(orderItemOutput),
});

/**
 * orders.reorder ('Повторить заказ'): the order's lines at today's prices and
 * stock, for the cart, and the lines that cannot be ordered any more (the part
 * archived or gone), to be reported.
 */
export const reorderOutput = z.object({
  orderNumber: z.string(),
  lines: z.array(
    z.object({
      partId: z.number(),
      partNumber: z.string(),
      name: z.string(),
      quantity: z.number(),
      /** The part's whole stock now; what the line asks beyond it goes 'под заказ'. */
      stock: z.number(),
      unitPriceKopecks: z.number(),
      /** The unit price on the old order, to say when today's differs. */
      orderedUnitPriceKopecks: z.number(),
    }),
  ),
  unavailable: z.array(z.object({ partNumber: z.string(), name: z.string(), quantity: z.number() })),
  /** The lines' total at today's prices. */
  totalKopecks: z.number(),
});

/** orders.create: the order, and whether it was an earlier one replayed for the same idempotency key. */
export const createOrderOutput = z.object({ order: orderOutput, replayed: z.boolean() });

/** orders.preview: the cart at today's prices and stock. */
export const orderPreviewOutput = z.object({
  lines: z.array(
    z.object({
      partId: z.number(),
      partNumber: z.string(),
      name: z.string(),
      quantity: z.number(),
      stock: z.number(),
      inStock: z.number(),
      toOrder: z.number(),
      unitPriceKopecks: z.number(),
      baseUnitPriceKopecks: z.number(),
      lineTotalKopecks: z.number(),
    }),
  ),
  totalKopecks: z.number(),
  missingPartIds: z.array(z.number()),
  discountPercent: z.number(),
  minOrderKopecks: z.number(),
});
