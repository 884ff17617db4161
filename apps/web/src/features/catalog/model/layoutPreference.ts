// The catalogue's view ('Сетка', 'Список', 'Таблицей') is remembered per user
// in this browser: a buyer who works in the table finds it again next time,
// and another account on the same computer keeps its own choice.
export const CATALOG_LAYOUTS = ['grid', 'list', 'table'] as const;
export type CatalogLayout = (typeof CATALOG_LAYOUTS)[number];

const storageKey = (userId: number) => `catalog-layout:${userId}`;

export function readLayout(storage: Pick<Storage, 'getItem'>, userId: number): CatalogLayout {
  try {
    const stored = storage.getItem(storageKey(userId));
    return CATALOG_LAYOUTS.find((layout) => layout === stored) ?? 'grid';
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
