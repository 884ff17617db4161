// Checkout and order inputs, shared by the checkout form and the server.
import { orders } from '@shop/i18n/namespaces/orders';
import { idField, orderLinesField, textField } from './fields';
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

/** The cart's lines priced by the server before checkout. */
export const orderPreviewInput = z.object({ items: orderLinesField(orders.validation.emptyCart) });
