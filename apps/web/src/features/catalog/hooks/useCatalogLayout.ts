import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSession } from '../../../shared/session/useSession';
import { readLayout, writeLayout, type CatalogLayout } from '../model/layoutPreference';

/** The stored choice changes only through `choose` below, which re-renders by itself. */
const noSubscription = () => () => {};

/**
 * The signed-in user's catalogue view, kept in local storage (model/layoutPreference.ts).
 * The server renders the grid (it cannot read the storage); a page it rendered
 * hydrates as the grid too, then shows the stored view.
 */
export function useCatalogLayout(): [CatalogLayout, (layout: CatalogLayout) => void] {
  const userId = useSession().user?.id ?? 0;
  const [chosen, setChosen] = useState<{ userId: number; layout: CatalogLayout } | null>(null);
  const stored = useSyncExternalStore(
    noSubscription,
    () => readLayout(localStorage, userId),
    (): CatalogLayout => 'grid',
  );
  const layout = chosen?.userId === userId ? chosen.layout : stored;
  const choose = useCallback(
    (next: CatalogLayout) => {
      writeLayout(localStorage, userId, next);
      setChosen({ userId, layout: next });
    },
    [userId],
  );
  return [layout, choose];
}
