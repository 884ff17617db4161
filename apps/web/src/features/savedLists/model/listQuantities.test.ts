import { describe, expect, it } from 'vitest';
import { cartAdditions, changed, initialQuantities, mergedCart, totalKopecks } from './listQuantities';

describe('saved list quantities', () => {
  it('start at the saved quantities', () => {
    expect(initialQuantities([{ partId: 1, quantity: 4, availability: 2 }])).toEqual({ 1: 4 });
  });

  it('never go below 0 and do not change for parts out of stock', () => {
    expect(changed(0, 5, -1)).toBe(0);
    expect(changed(2, 5, -1)).toBe(1);
    expect(changed(2, 5, 1)).toBe(3);
    expect(changed(2, 0, 1)).toBe(2);
    expect(changed(2, 0, -1)).toBe(2);
  });

  it('cap what goes to the cart by the stock and report the correction', () => {
    const lines = [
      { partId: 1, quantity: 5, availability: 3 },
      { partId: 2, quantity: 1, availability: 10 },
      { partId: 3, quantity: 2, availability: 0 },
    ];
    expect(cartAdditions(lines, { 1: 5, 2: 1, 3: 2 })).toEqual({
      additions: [
        { partId: 1, quantity: 3 },
        { partId: 2, quantity: 1 },
      ],
      adjusted: true,
    });
    expect(cartAdditions(lines, { 1: 0, 2: 1, 3: 0 })).toEqual({
      additions: [{ partId: 2, quantity: 1 }],
      adjusted: false,
    });
    expect(cartAdditions(lines, { 1: 0, 2: 0, 3: 0 }).additions).toEqual([]);
  });

  it('add on top of the cart and sum prices in kopecks', () => {
    expect(
      mergedCart({ '1': 2 }, [
        { partId: 1, quantity: 3 },
        { partId: 4, quantity: 1 },
      ]),
    ).toEqual({ '1': 5, '4': 1 });
    expect(totalKopecks([{ partId: 1, quantity: 1, availability: 1, priceKopecks: 12_345 }], { 1: 3 })).toBe(
      37_035,
    );
  });
});
