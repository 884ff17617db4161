// The list on the page survives a reload: it stays in local storage until
// its lines go to the cart (then only the unmatched ones stay).
import { NO_CHOICE, type CartChoice } from './cartChoice';

export const QUICK_ORDER_DRAFT_KEY = 'quick_order_list';

export function readDraft(): string {
  try {
    return localStorage.getItem(QUICK_ORDER_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** An empty list removes the entry rather than keeping an empty string. */
export function writeDraft(text: string): void {
  try {
    if (text.trim() === '') localStorage.removeItem(QUICK_ORDER_DRAFT_KEY);
    else localStorage.setItem(QUICK_ORDER_DRAFT_KEY, text);
  } catch {
    // Storage full or blocked (private mode): the list still works, it just will not outlive the tab.
  }
}

/** The buyer's choice of lines (left out, 'Без позиций под заказ') beside the list. */
export const QUICK_ORDER_CHOICE_KEY = 'quick_order_choice';

export function readChoice(): CartChoice {
  try {
    const stored = JSON.parse(localStorage.getItem(QUICK_ORDER_CHOICE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return NO_CHOICE;
    const { excluded, withoutToOrder } = stored as { excluded?: unknown; withoutToOrder?: unknown };
    const pairs = Array.isArray(excluded) ? excluded : [];
    return {
      excluded: new Map(
        pairs.filter(
          (p): p is [number, string] =>
            Array.isArray(p) && Number.isInteger(p[0]) && typeof p[1] === 'string',
        ),
      ),
      withoutToOrder: withoutToOrder === true,
    };
  } catch {
    return NO_CHOICE;
  }
}

export function writeChoice(choice: CartChoice): void {
  try {
    if (choice.excluded.size === 0 && !choice.withoutToOrder) localStorage.removeItem(QUICK_ORDER_CHOICE_KEY);
    else {
      const stored = { excluded: [...choice.excluded], withoutToOrder: choice.withoutToOrder };
      localStorage.setItem(QUICK_ORDER_CHOICE_KEY, JSON.stringify(stored));
    }
  } catch {
    // As with the list: the choice still works in this tab.
  }
}
