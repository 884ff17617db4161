import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pagination items', () => {
  it('shows every page up to five', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last, neighbours and gaps above five', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 'gap', 6]);
  });
});
