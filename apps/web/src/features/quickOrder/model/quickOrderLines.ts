// What the page does with the server's answer: which lines go to the cart,
// which stay for a manager, and how a pick among several parts is written
// back into the list (the text stays the one source of the list).
import { MAX_LINE_QUANTITY } from '@shop/schemas/limits';
import type { CartQuantities } from '../../../shared/cart/cartStorage';
import { cartQuantity, rowsOfText, type CartChoice } from './cartChoice';
import type { QuickOrderStatus, ResolvedLine, ResolvedPart } from './resolvedLine';

export type { QuickOrderStatus, ResolvedLine, ResolvedPart } from './resolvedLine';

/** Adds on top of what the cart already holds. */
export function withLinesAdded(
  cart: CartQuantities,
  additions: ReadonlyArray<{ partId: number; quantity: number }>,
): CartQuantities {
  const next = { ...cart };
  for (const { partId, quantity } of additions) {
    next[String(partId)] = Math.min(MAX_LINE_QUANTITY, (next[String(partId)] ?? 0) + quantity);
  }
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
export function withPick(
  text: string,
  line: Pick<ResolvedLine, 'rows' | 'quantity'>,
  partNumber: string,
): string {
  const rows = rowsOfText(text);
  line.rows.forEach((row, i) => {
    if (row - 1 < rows.length) rows[row - 1] = i === 0 ? `${partNumber}\t${line.quantity}` : '';
  });
  return rows.join('\n');
}

/** The rows of the lines that did not go to the cart (unmatched, left out), in order, blank rows aside. */
export function keptRows(text: string, lines: readonly ResolvedLine[], choice: CartChoice): number[] {
  const rows = rowsOfText(text);
  const kept = lines.filter((line) => cartQuantity(line, choice) === 0).flatMap((line) => line.rows);
  return kept.filter((row) => (rows[row - 1] ?? '').trim() !== '').sort((a, b) => a - b);
}

/** The list without the lines that went to the cart (nor header rows): what stays on the page. */
export function withoutAdded(text: string, lines: readonly ResolvedLine[], choice: CartChoice): string {
  const rows = rowsOfText(text);
  return keptRows(text, lines, choice)
    .map((row) => rows[row - 1]!)
    .join('\n');
}

/** The line's status for its part and quantity, as the server tells it: stock first, then how it matched. */
function statusFor(part: ResolvedPart, quantity: number, match: ResolvedLine['match']): QuickOrderStatus {
  if (part.availability === 0) return 'out_of_stock';
  if (part.availability < quantity) return 'partial';
  return match === 'exact' ? 'found' : 'corrected';
}

/** A line with another quantity: its stock split and status follow. */
export function withLineQuantity<L extends ResolvedLine>(line: L, quantity: number): L {
  if (!line.part) return { ...line, quantity };
  const inStock = Math.min(line.part.availability, quantity);
  return {
    ...line,
    quantity,
    status: statusFor(line.part, quantity, line.match),
    inStock,
    toOrder: quantity - inStock,
  };
}

/** An ambiguous line once the buyer picked one of its candidates (the pick counts as typed exactly). */
export function withChosen<L extends ResolvedLine>(line: L, part: NonNullable<L['part']>): L {
  return withLineQuantity({ ...line, part, match: 'exact' }, line.quantity);
}
