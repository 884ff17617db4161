// The list on the page survives a reload: it stays in local storage until
// its lines go to the cart (then only the unmatched ones stay).
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
