// The edit dialog's working copy of an order. Totals are recalculated here for
// display only; the server recomputes prices, stock and the total on save.
import type { AdminOrderEditInput } from '@shop/schemas';

export interface DraftLine {
  partId: number;
  partNumber: string;
  name: string;
  unitPriceKopecks: number;
  quantity: number;
}

export interface OrderDraft {
  status: string;
  city: string;
  deliveryAddress: string;
  comments: string;
  items: DraftLine[];
}

/** Quantity minimum is 1 (spec section 5 "Order edit"); removing a line is a separate action. */
export function withQuantity(draft: OrderDraft, partId: number, quantity: number): OrderDraft {
  const next = Math.max(1, Math.trunc(quantity));
  return {
    ...draft,
    items: draft.items.map((line) => (line.partId === partId ? { ...line, quantity: next } : line)),
  };
}

export function withoutLine(draft: OrderDraft, partId: number): OrderDraft {
  return { ...draft, items: draft.items.filter((line) => line.partId !== partId) };
}

export const lineTotalKopecks = (line: DraftLine) => line.unitPriceKopecks * line.quantity;

export const draftTotalKopecks = (draft: OrderDraft) =>
  draft.items.reduce((sum, line) => sum + lineTotalKopecks(line), 0);

export function editInputOf(id: number, draft: OrderDraft): AdminOrderEditInput {
  return {
    id,
    status: draft.status as AdminOrderEditInput['status'],
    city: draft.city,
    deliveryAddress: draft.deliveryAddress,
    comments: draft.comments,
    items: draft.items.map(({ partId, quantity }) => ({ partId, quantity })),
  };
}

interface EditableOrder {
  status: string;
  city: string;
  deliveryAddress: string;
  comments: string;
  items: DraftLine[];
}

/** The draft starts as a copy of the stored order. */
export function draftOf(order: EditableOrder): OrderDraft {
  return {
    status: order.status,
    city: order.city,
    deliveryAddress: order.deliveryAddress,
    comments: order.comments,
    items: order.items.map(({ partId, partNumber, name, unitPriceKopecks, quantity }) => ({
      partId,
      partNumber,
      name,
      unitPriceKopecks,
      quantity,
    })),
  };
}
