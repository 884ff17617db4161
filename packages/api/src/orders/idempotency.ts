// An order request is identified by the buyer and a key the client keeps
// until success. The hash of the request tells a retry from a different cart.
import { createHash } from 'node:crypto';
import { deliveryPlaceOf, type CreateOrderInput } from '@shop/schemas';

/** A stable fingerprint of what was ordered (lines merged and sorted; texts trimmed). */
export function requestHashOf(
  input: CreateOrderInput,
  lines: ReadonlyArray<{ partId: number; quantity: number }>,
): string {
  const canonical = {
    items: lines.map((line) => [line.partId, line.quantity]),
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.paymentMethod,
    ...deliveryPlaceOf(input),
    comments: input.comments.trim(),
    payerId: input.paymentMethod === 'invoice' ? (input.payerId ?? null) : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
