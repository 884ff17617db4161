import { describe, expect, it } from 'vitest';
import {
  cartLines,
  exclusionsFor,
  exclusionsRenumbered,
  NO_CHOICE,
  toggledExclusion,
  totalsOf,
  type CartChoice,
} from './cartChoice';
import { keptRows, withoutAdded, type ResolvedLine } from './quickOrderLines';

const line = (row: number, quantity: number, part: number | null, availability = 10): ResolvedLine => ({
  rows: [row],
  input: `L-${row} ${quantity}`,
  quantity,
  status: part === null ? 'not_found' : 'found',
  match: part === null ? null : 'exact',
  part: part === null ? null : { id: part, partNumber: `P-${part}`, availability, priceKopecks: 100 },
});

const TEXT = 'L-1 2\nL-2 3\nL-3 5\nL-4 1\nL-5 4';
// In the list's order: ids are not sorted, one unknown, one out of stock, one short of stock.
const LINES = [line(1, 2, 30), line(2, 3, 10), line(3, 5, 20, 0), line(4, 1, null), line(5, 4, 40, 3)];

describe('what of the quick order goes to the cart', () => {
  it('sends every line with a part, whole, in the list order; what stock lacks goes "под заказ"', () => {
    expect(cartLines(LINES, NO_CHOICE)).toEqual([
      { partId: 30, quantity: 2 },
      { partId: 10, quantity: 3 },
      { partId: 20, quantity: 5 },
      { partId: 40, quantity: 4 },
    ]);
    expect(totalsOf(LINES)).toEqual({ positions: 4, units: 14, totalKopecks: 1400 });
  });

  it('leaves out a line the buyer left out, and takes it back on a second press', () => {
    const left = toggledExclusion(NO_CHOICE, LINES[1]!, TEXT);
    expect(cartLines(LINES, left).map((l) => l.partId)).toEqual([30, 20, 40]);
    expect(totalsOf(LINES, left)).toEqual({ positions: 3, units: 11, totalKopecks: 1100 });
    expect(cartLines(LINES, toggledExclusion(left, LINES[1]!, TEXT))).toEqual(cartLines(LINES, NO_CHOICE));
  });

  it('without "под заказ": no out-of-stock line, and a short line only as far as the stock goes', () => {
    const choice: CartChoice = { ...NO_CHOICE, withoutToOrder: true };
    expect(cartLines(LINES, choice)).toEqual([
      { partId: 30, quantity: 2 },
      { partId: 10, quantity: 3 },
      { partId: 40, quantity: 3 },
    ]);
  });

  it('keeps a line left out while its row is unchanged, and forgets it once the row is edited', () => {
    const left = toggledExclusion(NO_CHOICE, LINES[1]!, TEXT).excluded;
    expect([...exclusionsFor(left, TEXT)]).toEqual([[2, 'L-2 3']]);
    expect([...exclusionsFor(left, TEXT.replace('L-2 3', 'L-2 4'))]).toEqual([]);
  });

  it('leaves the lines that did not go on the page, a left-out one still left out', () => {
    const choice = toggledExclusion(NO_CHOICE, LINES[1]!, TEXT);
    const kept = keptRows(TEXT, LINES, choice);
    expect(kept).toEqual([2, 4]);
    const rest = withoutAdded(TEXT, LINES, choice);
    expect(rest).toBe('L-2 3\nL-4 1');
    const renumbered = exclusionsRenumbered(choice.excluded, kept);
    expect([...exclusionsFor(renumbered, rest)]).toEqual([[1, 'L-2 3']]);
  });
});
