// What the documents are made from: plain data, no database. The API maps
// orders, carts and the shop's settings onto these.
import type { PayerDetails, VatRate } from '@shop/schemas';

export interface DocumentLine {
  partNumber: string;
  name: string;
  quantity: number;
  /** What the buyer pays per unit (after the client's discount). */
  unitPriceKopecks: number;
  /** The catalogue price per unit before the discount. */
  baseUnitPriceKopecks: number;
  lineTotalKopecks: number;
  /** Units the shop does not have in stock ('под заказ'): the line is marked; 0 for none. */
  toOrderQuantity: number;
}

export interface Supplier {
  details: PayerDetails;
  directorName: string;
  accountantName: string;
  vatRate: VatRate;
}

export interface InvoiceData {
  /** The order number: the invoice has the order's number. */
  number: string;
  /** ISO date of the order. */
  date: string;
  /** ISO date the payment is due (the client's deferred payment), or null for none. */
  dueDate: string | null;
  supplier: Supplier;
  /** The payer chosen at checkout; null: only the buyer's name is known. */
  buyer: PayerDetails | null;
  buyerName: string;
  lines: DocumentLine[];
  totalKopecks: number;
}

export interface OfferLine extends DocumentLine {
  /** The part's picture as a PNG (an uploaded photo, or the demo's drawing rasterised), or none. */
  image: { png: Buffer } | null;
}

export interface OfferData {
  date: string;
  validUntil: string;
  supplier: Supplier;
  buyerName: string;
  discountPercent: number;
  manager: { name: string; phone: string; email: string };
  lines: OfferLine[];
  totalKopecks: number;
}
