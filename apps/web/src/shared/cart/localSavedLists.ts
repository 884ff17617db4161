// Saved lists kept on this device when the server cannot store them (spec
// section 4: local fallback under `user_saved_lists`, newest first). The cart
// panel writes them; the saved-lists page shows them when the server is down.
export const LOCAL_SAVED_LISTS_KEY = 'user_saved_lists';

export interface LocalSavedList {
  id: string;
  userId: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  items: Array<{
    partId: number;
    quantity: number;
    part: { name: string; partNumber: string; priceKopecks: number; availability: number; imageUrl: string };
  }>;
}

export function parseLocalSavedLists(raw: string | null): LocalSavedList[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry: Partial<LocalSavedList> | null): entry is LocalSavedList =>
        typeof entry?.id === 'string' && typeof entry.userId === 'number' && Array.isArray(entry.items),
    );
  } catch {
    return [];
  }
}

export function localSavedListsOf(userId: number): LocalSavedList[] {
  return parseLocalSavedLists(localStorage.getItem(LOCAL_SAVED_LISTS_KEY)).filter(
    (list) => list.userId === userId,
  );
}

/** Throws when storage is full or blocked: the caller then reports 'Не удалось сохранить список'. */
export function saveLocalSavedList(list: LocalSavedList): void {
  const all = parseLocalSavedLists(localStorage.getItem(LOCAL_SAVED_LISTS_KEY));
  localStorage.setItem(LOCAL_SAVED_LISTS_KEY, JSON.stringify([list, ...all]));
}
