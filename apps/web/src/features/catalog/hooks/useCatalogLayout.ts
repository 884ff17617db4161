import { useCallback, useState } from 'react';
import { useSession } from '../../../shared/session/useSession';
import { readLayout, writeLayout, type CatalogLayout } from '../model/layoutPreference';

/** The signed-in user's catalogue view, kept in local storage (model/layoutPreference.ts). */
export function useCatalogLayout(): [CatalogLayout, (layout: CatalogLayout) => void] {
  const userId = useSession().user?.id ?? 0;
  const [chosen, setChosen] = useState<{ userId: number; layout: CatalogLayout } | null>(null);
  const layout = chosen?.userId === userId ? chosen.layout : readLayout(localStorage, userId);
  const choose = useCallback(
    (next: CatalogLayout) => {
      writeLayout(localStorage, userId, next);
      setChosen({ userId, layout: next });
    },
    [userId],
  );
  return [layout, choose];
}
