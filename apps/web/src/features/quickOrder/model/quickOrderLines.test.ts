import { describe, expect, it } from 'vitest';
import {
  cartLines,
  unmatchedText,
  withLinesAdded,
  withoutAdded,
  withPick,
  type ResolvedLine,
} from './quickOrderLines';

const line = (rows: number[], input: string, quantity: number, part: number | null): ResolvedLine => ({
  rows,
  input,
  quantity,
  status: part === null ? 'not_found' : 'found',
  part: part === null ? null : { id: part, partNumber: `P-${part}` },
});

const TEXT = 'CH-125-004 2\nNOPE 3\n\n5GH 1\nch125004 x3';
const RESULT = [
  line([1, 5], 'CH-125-004 2', 5, 7),
  line([2], 'NOPE 3', 3, null),
  line([4], '5GH 1', 1, null),
];

describe('quick order lines', () => {
  it('sends every line with a part to the cart, on top of what it holds', () => {
    expect(cartLines(RESULT)).toEqual([{ partId: 7, quantity: 5 }]);
    expect(withLinesAdded({ '7': 1, '9': 2 }, cartLines(RESULT))).toEqual({ '7': 6, '9': 2 });
  });

  it('keeps the unmatched lines as typed, to copy or download', () => {
    expect(unmatchedText(RESULT)).toBe('NOPE 3\n5GH 1');
  });

  it('writes a pick into the list, keeping every other line at its number', () => {
    const ambiguous = { ...line([2, 4], '5GH 1', 4, null), status: 'ambiguous' as const };
    expect(withPick(TEXT, ambiguous, '5GH-E4451-01')).toBe('CH-125-004 2\n5GH-E4451-01\t4\n\n\nch125004 x3');
  });

  it('leaves on the page only the lines that did not go to the cart', () => {
    expect(withoutAdded(TEXT, RESULT)).toBe('NOPE 3\n5GH 1');
  });
});
