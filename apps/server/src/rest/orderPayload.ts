// Reads the spec's order payload (section 3), including the fallback
// spellings, into the procedure's input; the procedure's schema validates it.
// Client prices, totals and statuses are ignored on purpose: the server decides them.
import { randomUUID } from 'node:crypto';

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
function linesOf(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'partId' in item
      ? { partId: item.partId, quantity: 'quantity' in item ? item.quantity : undefined }
      : item,
  );
}

export function orderInputFromPayload(body: Body, idempotencyHeader: string | undefined) {
  return {
    idempotencyKey: idempotencyKeyOf(body, idempotencyHeader),
    name: str(body.name) || undefined,
    deliveryMethod: first(body, 'delivery_method', 'deliveryMethod'),
    paymentMethod: first(body, 'payment_method', 'paymentMethod'),
    city: str(body.city),
    deliveryAddress: str(first(body, 'delivery_address', 'deliveryAddress', 'address')),
    comments: str(body.comments),
    items: linesOf(body.items),
    // The payer (company details) of a bank-transfer order, one of the buyer's (auth.payers).
    payerId: first(body, 'payer_id', 'payerId'),
  };
}
