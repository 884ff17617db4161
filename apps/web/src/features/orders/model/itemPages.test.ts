import { describe, expect, it } from 'vitest';
import { mobileItemPage } from './itemPages';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('mobile order item pages', () => {
  it('shows up to 6 items on one page', () => {
    expect(mobileItemPage(items(6), 2)).toEqual({ items: items(6), page: 1, pages: 1 });
  });

  it('shows 3 items per page above 6 items', () => {
    expect(mobileItemPage(items(7), 1)).toEqual({ items: [1, 2, 3], page: 1, pages: 3 });
    expect(mobileItemPage(items(7), 3)).toEqual({ items: [7], page: 3, pages: 3 });
  });

  it('keeps the page within range', () => {
    expect(mobileItemPage(items(8), 9).page).toBe(3);
    expect(mobileItemPage(items(8), 0).page).toBe(1);
  });
});
