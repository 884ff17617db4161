// Reads the spec's order payload (section 3), including the fallback
// spellings, into the procedure's input. Client prices, totals and statuses
// are ignored on purpose: the server decides them.
import { randomUUID } from 'node:crypto';
import type { CreateOrderInput } from '@shop/schemas';

type Body = Record<string, unknown>;

const first = (body: Body, ...keys: string[]): unknown =>
  keys.map((key) => body[key]).find((v) => v !== undefined);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Old clients keep their order number until success: it is the natural idempotency key. */
function idempotencyKeyOf(body: Body, header: string | undefined): string {
  const candidate = first(body, 'order_number', 'orderNumber', 'idempotencyKey') ?? header;
  return typeof candidate === 'string' && candidate ? candidate : randomUUID();
}

/** Keeps partId and quantity of each line (a client price is dropped); anything else goes to validation as is. */
function linesOf(items: unknown): CreateOrderInput['items'] {
  if (!Array.isArray(items)) return items as never;
  return items.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item as never;
    const line = item as Body;
    return { partId: line.partId as number, quantity: line.quantity as number };
  });
}

export function orderInputFromPayload(body: Body, idempotencyHeader: string | undefined): CreateOrderInput {
  return {
    idempotencyKey: idempotencyKeyOf(body, idempotencyHeader),
    name: str(body.name) || undefined,
    deliveryMethod: first(body, 'delivery_method', 'deliveryMethod') as CreateOrderInput['deliveryMethod'],
    paymentMethod: first(body, 'payment_method', 'paymentMethod') as CreateOrderInput['paymentMethod'],
    city: str(body.city),
    deliveryAddress: str(first(body, 'delivery_address', 'deliveryAddress', 'address')),
    comments: str(body.comments),
    items: linesOf(body.items),
    // The payer (company details) of a bank-transfer order, one of the buyer's (auth.payers).
    payerId: first(body, 'payer_id', 'payerId') as CreateOrderInput['payerId'],
  };
}
