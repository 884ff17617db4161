import { describe, expect, it } from 'vitest';
import { parseCart } from './cartStorage';
import { withAdded, withQuantity } from './cartState';

describe('cart state', () => {
  it('adds a part with quantity 1 and keeps an existing quantity', () => {
    expect(withAdded({}, 7)).toEqual({ '7': 1 });
    expect(withAdded({ '7': 4 }, 7)).toEqual({ '7': 4 });
  });

  it('sets whole quantities and removes the line at zero', () => {
    expect(withQuantity({ '7': 1 }, 7, 3.9)).toEqual({ '7': 3 });
    expect(withQuantity({ '7': 1, '8': 2 }, 7, 0)).toEqual({ '8': 2 });
    expect(withQuantity({ '7': 1 }, 7, Number.NaN)).toEqual({});
  });

  it('reads a malformed stored cart as empty and drops bad lines', () => {
    expect(parseCart('not json')).toEqual({});
    expect(parseCart('[1,2]')).toEqual({});
    expect(parseCart('{"1":2,"2":-1,"3":"x"}')).toEqual({ '1': 2 });
  });
});
