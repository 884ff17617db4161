// The catalogue's view ('Сетка', 'Список', 'Таблицей') is remembered per user
// in this browser: a buyer who works in the table finds it again next time,
// and another account on the same computer keeps its own choice.
import { CATALOG_LAYOUT_COOKIE } from '@shop/schemas/catalogView';

export const CATALOG_LAYOUTS = ['grid', 'list', 'table'] as const;
export type CatalogLayout = (typeof CATALOG_LAYOUTS)[number];

const storageKey = (userId: number) => `catalog-layout:${userId}`;

export function readLayout(storage: Pick<Storage, 'getItem'>, userId: number): CatalogLayout {
  try {
    const stored = storage.getItem(storageKey(userId));
    return layoutOf(stored);
  } catch {
    return 'grid';
  }
}

export function writeLayout(storage: Pick<Storage, 'setItem'>, userId: number, layout: CatalogLayout): void {
  try {
    storage.setItem(storageKey(userId), layout);
  } catch {
    // Storage full or forbidden: the choice lasts for this visit only.
  }
}

/**
 * A view other than the grid also goes in a cookie, `<userId>.<layout>`, so
 * that the server renders a signed-in buyer's catalogue in it (apps/server
 * firstScreenData.ts); local storage stays the browser's record. The grid,
 * the default, needs none: every request is spared it.
 */

export function writeLayoutCookie(userId: number, layout: CatalogLayout): void {
  const value = layout === 'grid' ? '; max-age=0' : `${userId}.${layout}; max-age=31536000`;
  document.cookie = `${CATALOG_LAYOUT_COOKIE}=${value}; path=/; samesite=lax`;
}

/** `value` if it names a view, else the grid. */
export function layoutOf(value: unknown): CatalogLayout {
  return CATALOG_LAYOUTS.find((layout) => layout === value) ?? 'grid';
}
