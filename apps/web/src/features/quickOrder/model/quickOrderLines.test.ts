import { describe, expect, it } from 'vitest';
import { NO_CHOICE } from './cartChoice';
import {
  unmatchedText,
  withChosen,
  withLineQuantity,
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
  match: part === null ? null : 'exact',
  part: part === null ? null : { id: part, partNumber: `P-${part}`, availability: 10, priceKopecks: 15_050 },
});

const TEXT = 'CH-125-004 2\nNOPE 3\n\n5GH 1\nch125004 x3';
const RESULT = [
  line([1, 5], 'CH-125-004 2', 5, 7),
  line([2], 'NOPE 3', 3, null),
  line([4], '5GH 1', 1, null),
];

describe('quick order lines', () => {
  it('adds the lines on top of what the cart holds', () => {
    expect(withLinesAdded({ '7': 1, '9': 2 }, [{ partId: 7, quantity: 5 }])).toEqual({ '7': 6, '9': 2 });
  });

  it('keeps the unmatched lines as typed, to copy or download', () => {
    expect(unmatchedText(RESULT)).toBe('NOPE 3\n5GH 1');
  });

  it('writes a pick into the list, keeping every other line at its number', () => {
    const ambiguous = { ...line([2, 4], '5GH 1', 4, null), status: 'ambiguous' as const };
    expect(withPick(TEXT, ambiguous, '5GH-E4451-01')).toBe('CH-125-004 2\n5GH-E4451-01\t4\n\n\nch125004 x3');
  });

  it('leaves on the page only the lines that did not go to the cart', () => {
    expect(withoutAdded(TEXT, RESULT, NO_CHOICE)).toBe('NOPE 3\n5GH 1');
    expect(
      withoutAdded(
        `Артикул Кол-во\n${TEXT}`,
        RESULT.map((l) => ({ ...l, rows: l.rows.map((r) => r + 1) })),
        NO_CHOICE,
      ),
    ).toBe('NOPE 3\n5GH 1');
  });

  it('caps what the cart holds of one part at the line maximum', () => {
    expect(withLinesAdded({ '7': 99_999 }, [{ partId: 7, quantity: 5 }])).toEqual({ '7': 100_000 });
  });

  it('splits a changed quantity into stock and "под заказ", with the status to match', () => {
    const found = RESULT[0]!;
    expect(withLineQuantity(found, 12)).toMatchObject({ status: 'partial', inStock: 10, toOrder: 2 });
    expect(withLineQuantity(found, 10)).toMatchObject({ status: 'found', inStock: 10, toOrder: 0 });
    expect(withLineQuantity({ ...found, match: 'layout' }, 3).status).toBe('corrected');
    const empty = { ...found, part: { ...found.part!, availability: 0 } };
    expect(withLineQuantity(empty, 3)).toMatchObject({ status: 'out_of_stock', inStock: 0, toOrder: 3 });
    expect(withLineQuantity(RESULT[1]!, 7)).toMatchObject({ status: 'not_found', quantity: 7 });
  });

  it('turns an ambiguous line into the part picked', () => {
    const ambiguous: ResolvedLine = { ...RESULT[2]!, status: 'ambiguous', match: 'prefix' };
    const picked = withChosen(ambiguous, { id: 9, partNumber: '5GH-1', availability: 0, priceKopecks: 100 });
    expect(picked).toMatchObject({ status: 'out_of_stock', part: { id: 9 }, toOrder: 1 });
  });
});
