import { describe, expect, it } from 'vitest';
import { pageItems, totalPagesOf } from './pagination';

describe('pagination', () => {
  it('shows every page up to 5', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows first, last, neighbours and ellipses beyond 5 pages', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
  });
  it('counts pages from the total and the page size', () => {
    expect(totalPagesOf(0, 30)).toBe(1);
    expect(totalPagesOf(5200, 30)).toBe(174);
    expect(totalPagesOf(24, 12)).toBe(2);
  });
});
