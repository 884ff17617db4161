// The categories screen's model: the category as the admin list has it, what
// a confirmation is about, and the new order after a move. No React here, so
// the page and its dialogs import this file and never each other.

export interface AdminCategory {
  id: string;
  name: string;
  sortOrder: number;
  archived: boolean;
}

/** The action the confirmation dialog asks about. */
export interface CategoryConfirm {
  kind: 'archive' | 'delete';
  category: AdminCategory;
}

/** Which arrow gets the focus after a move: the moved row's, or the other one at an end of the list. */
export type ArrowDirection = 'up' | 'down';

export interface CategoryMove {
  /** Every category id in the new order. */
  ids: string[];
  /** The moved category and the arrow that keeps the focus (`<id>:<direction>`). */
  focusKey: string;
}

/** The order after moving the category at `index` one step up (-1) or down (+1). */
export function moveCategory(list: readonly AdminCategory[], index: number, step: -1 | 1): CategoryMove {
  const ids = list.map((c) => c.id);
  const [moved] = ids.splice(index, 1);
  const at = index + step;
  ids.splice(at, 0, moved!);
  const direction: ArrowDirection =
    at === 0 ? 'down' : at === ids.length - 1 ? 'up' : step < 0 ? 'up' : 'down';
  return { ids, focusKey: `${moved}:${direction}` };
}
