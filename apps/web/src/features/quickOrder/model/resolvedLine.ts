// The server's answer for one line of a quick-order list, as the page keeps
// it. Its own file: the lines' rules (quickOrderLines.ts) and the buyer's
// choices (cartChoice.ts) both read it without importing each other.
export type QuickOrderStatus = 'found' | 'corrected' | 'ambiguous' | 'not_found' | 'out_of_stock' | 'partial';

export interface ResolvedPart {
  id: number;
  partNumber: string;
  /** Units in stock; the rest of a line goes "под заказ". */
  availability: number;
  priceKopecks: number;
}

export interface ResolvedLine {
  rows: number[];
  input: string;
  quantity: number;
  status: QuickOrderStatus;
  part: ResolvedPart | null;
  /** How the article was matched: anything but `exact` is a correction. */
  match?: string | null;
  candidates?: ResolvedPart[];
  inStock?: number;
  toOrder?: number;
}
