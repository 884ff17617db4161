// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cartEntries, orderedPartIds } from './cartOrder';
import { readCart, writeCart } from './cartStorage';
import { withQuantity } from './cartState';

describe('cart line order (issue 29.8)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the lines in the order they came in, not by part id', () => {
    writeCart(withQuantity(readCart(), 30, 1));
    writeCart(withQuantity(readCart(), 7, 2));
    writeCart(withQuantity(readCart(), 12, 1));
    expect(cartEntries(readCart())).toEqual([
      { partId: 30, quantity: 1 },
      { partId: 7, quantity: 2 },
      { partId: 12, quantity: 1 },
    ]);
  });

  it('puts a batch in its list order after what the cart held, and forgets removed lines', () => {
    writeCart({ '50': 1 });
    writeCart({ '50': 1, '9': 4, '200': 1, '3': 2 }, [200, 3, 9]);
    expect(cartEntries(readCart()).map((line) => line.partId)).toEqual([50, 200, 3, 9]);
    writeCart(withQuantity(readCart(), 200, 0));
    writeCart(withQuantity(readCart(), 200, 1));
    expect(cartEntries(readCart()).map((line) => line.partId)).toEqual([50, 3, 9, 200]);
  });

  it('reads a cart without a stored order (an older client) by part id', () => {
    localStorage.setItem('cart', '{"8":1,"2":1}');
    localStorage.setItem('cart_order', 'not json');
    expect(cartEntries(readCart()).map((line) => line.partId)).toEqual([2, 8]);
    expect(orderedPartIds({ '2': 1 }, [5, 2])).toEqual([2]);
  });
});
