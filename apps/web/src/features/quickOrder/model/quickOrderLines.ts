// What the page does with the server's answer: which lines go to the cart,
// which stay for a manager, and how a pick among several parts is written
// back into the list (the text stays the one source of the list).
import type { CartQuantities } from '../../../shared/cart/cartStorage';

export type QuickOrderStatus = 'found' | 'corrected' | 'ambiguous' | 'not_found' | 'out_of_stock' | 'partial';

export interface ResolvedPart {
  id: number;
  partNumber: string;
}

export interface ResolvedLine {
  rows: number[];
  input: string;
  quantity: number;
  status: QuickOrderStatus;
  part: ResolvedPart | null;
}

/** Lines with a part go to the cart whole: what stock lacks goes "под заказ", as in the cart. */
export function cartLines(lines: readonly ResolvedLine[]): Array<{ partId: number; quantity: number }> {
  return lines.flatMap((line) => (line.part ? [{ partId: line.part.id, quantity: line.quantity }] : []));
}

/** Adds on top of what the cart already holds. */
export function withLinesAdded(
  cart: CartQuantities,
  additions: ReadonlyArray<{ partId: number; quantity: number }>,
): CartQuantities {
  const next = { ...cart };
  for (const { partId, quantity } of additions) next[String(partId)] = (next[String(partId)] ?? 0) + quantity;
  return next;
}

/** Lines the cart cannot take: nothing found, or several parts and none picked. */
export const unmatchedLines = (lines: readonly ResolvedLine[]) => lines.filter((line) => line.part === null);

/** The unmatched lines as the buyer typed them, one per line, to copy or send. */
export function unmatchedText(lines: readonly ResolvedLine[]): string {
  return unmatchedLines(lines)
    .map((line) => (line.rows.length > 1 ? `${line.input} (${line.quantity})` : line.input))
    .join('\n');
}

/**
 * The list with a line's pick written in: its first row becomes the chosen
 * article and the (merged) quantity, its other rows blank, so every other
 * line keeps its number.
 */
export function withPick(text: string, line: ResolvedLine, partNumber: string): string {
  const rows = text.split(/\r\n|\n|\r/);
  line.rows.forEach((row, i) => {
    if (row - 1 < rows.length) rows[row - 1] = i === 0 ? `${partNumber}\t${line.quantity}` : '';
  });
  return rows.join('\n');
}

/** The list without the lines that went to the cart: what stays on the page. */
export function withoutAdded(text: string, lines: readonly ResolvedLine[]): string {
  const rows = text.split(/\r\n|\n|\r/);
  const added = new Set(lines.filter((line) => line.part !== null).flatMap((line) => line.rows));
  return rows.filter((row, i) => !added.has(i + 1) && row.trim() !== '').join('\n');
}
