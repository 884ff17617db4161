import { useCallback, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useSession } from '../../../shared/session/useSession';
import { readLayout, writeLayout, type CatalogLayout } from '../model/layoutPreference';

/**
 * The signed-in user's catalogue view, kept in local storage (model/layoutPreference.ts).
 * The server renders the grid (it cannot read the storage); a page it rendered
 * hydrates as the grid too, then shows the stored view.
 */
export function useCatalogLayout(): [CatalogLayout, (layout: CatalogLayout) => void] {
  const userId = useSession().user?.id ?? 0;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ userId: number; layout: CatalogLayout } | null>(null);
  const stored = hydrated ? readLayout(localStorage, userId) : 'grid';
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
