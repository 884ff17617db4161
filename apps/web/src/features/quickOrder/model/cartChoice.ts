// Which lines of the answer go to the cart, and how much of each: the buyer
// may leave a line out (and take it back), and may leave out what is not in
// stock ('Без позиций под заказ'). Left-out lines are known by their first
// row and that row's text, so an edited row is a new line and the choice
// survives a reload and a fresh answer to the same list.
import type { ResolvedLine } from './resolvedLine';

export interface CartChoice {
  /** First row of each left-out line -> the row's text when it was left out. */
  excluded: ReadonlyMap<number, string>;
  /** Only what is in stock goes to the cart: no line, or no part of one, 'под заказ'. */
  withoutToOrder: boolean;
}

export const NO_CHOICE: CartChoice = { excluded: new Map(), withoutToOrder: false };

export const rowsOfText = (text: string) => text.split(/\r\n|\n|\r/);

export const isExcluded = (choice: CartChoice, line: Pick<ResolvedLine, 'rows'>) =>
  choice.excluded.has(line.rows[0]!);

/** How many of the line's part go to the cart: 0 for a line left out, without a part or with nothing in stock. */
export function cartQuantity(line: ResolvedLine, choice: CartChoice): number {
  if (!line.part || isExcluded(choice, line)) return 0;
  return choice.withoutToOrder ? Math.min(line.quantity, line.part.availability) : line.quantity;
}

/** What goes to the cart, in the list's order. */
export function cartLines(
  lines: readonly ResolvedLine[],
  choice: CartChoice,
): Array<{ partId: number; quantity: number }> {
  return lines.flatMap((line) => {
    const quantity = cartQuantity(line, choice);
    return quantity > 0 ? [{ partId: line.part!.id, quantity }] : [];
  });
}

/** 'Итого': the lines that go to the cart, their units and what they cost. */
export function totalsOf(lines: readonly ResolvedLine[], choice: CartChoice = NO_CHOICE) {
  let positions = 0;
  let units = 0;
  let totalKopecks = 0;
  for (const line of lines) {
    const quantity = cartQuantity(line, choice);
    if (quantity === 0) continue;
    positions += 1;
    units += quantity;
    totalKopecks += line.part!.priceKopecks * quantity;
  }
  return { positions, units, totalKopecks };
}

/** The line left out, or taken back. */
export function toggledExclusion(choice: CartChoice, line: ResolvedLine, text: string): CartChoice {
  const row = line.rows[0]!;
  const excluded = new Map(choice.excluded);
  if (excluded.has(row)) excluded.delete(row);
  else excluded.set(row, rowsOfText(text)[row - 1] ?? '');
  return { ...choice, excluded };
}

/** The left-out lines still meaning the same rows of `text` (an edited or moved row is no longer left out). */
export function exclusionsFor(excluded: ReadonlyMap<number, string>, text: string): Map<number, string> {
  const rows = rowsOfText(text);
  return new Map([...excluded].filter(([row, rowText]) => rows[row - 1] === rowText));
}

/** The left-out lines after the list kept only `keptRows` (in order, numbered anew from 1). */
export function exclusionsRenumbered(
  excluded: ReadonlyMap<number, string>,
  keptRows: readonly number[],
): Map<number, string> {
  return new Map(
    keptRows.flatMap((row, i) => (excluded.has(row) ? [[i + 1, excluded.get(row)!] as const] : [])),
  );
}
