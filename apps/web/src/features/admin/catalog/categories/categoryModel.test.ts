import { describe, expect, it } from 'vitest';
import { moveCategory, type AdminCategory } from './categoryModel';

const list: AdminCategory[] = ['engine', 'brakes', 'body'].map((id, sortOrder) => ({
  id,
  name: id,
  sortOrder,
  archived: false,
}));

describe('[ADMIN][CATEGORIES] moving a category', () => {
  it('swaps it with its neighbour and keeps the focus on the arrow of the same direction', () => {
    expect(moveCategory(list, 1, -1)).toEqual({ ids: ['brakes', 'engine', 'body'], focusKey: 'brakes:down' });
    expect(moveCategory(list, 0, 1)).toEqual({ ids: ['brakes', 'engine', 'body'], focusKey: 'engine:down' });
  });

  it('moves the focus to the other arrow when the category reaches an end (its arrow is then disabled)', () => {
    expect(moveCategory(list, 1, 1)).toEqual({ ids: ['engine', 'body', 'brakes'], focusKey: 'brakes:up' });
  });
});
