import { useCallback, useContext, useEffect, useState } from 'react';
import { useClientValue } from '../../../shared/hooks/useHydrated';
import { useSession } from '../../../shared/session/useSession';
import { readLayout, writeLayout, writeLayoutCookie, type CatalogLayout } from '../model/layoutPreference';
import { RenderedLayoutContext } from '../model/renderedLayout';

/**
 * The signed-in user's catalogue view, kept in local storage and a cookie
 * (model/layoutPreference.ts). The server cannot read the storage: it renders
 * the cookie's view, and a page it rendered hydrates in that view too.
 */
export function useCatalogLayout(): [CatalogLayout, (layout: CatalogLayout) => void] {
  const userId = useSession().user?.id ?? 0;
  const rendered = useContext(RenderedLayoutContext);
  const [chosen, setChosen] = useState<{ userId: number; layout: CatalogLayout } | null>(null);
  const stored = useClientValue(
    () => readLayout(localStorage, userId),
    () => rendered,
  );
  const layout = chosen?.userId === userId ? chosen.layout : stored;
  // A choice made before the cookie existed reaches the server too.
  useEffect(() => {
    if (!userId) return;
    const layout = readLayout(localStorage, userId);
    if (layout !== 'grid') writeLayoutCookie(userId, layout);
  }, [userId]);
  const choose = useCallback(
    (next: CatalogLayout) => {
      writeLayout(localStorage, userId, next);
      writeLayoutCookie(userId, next);
      setChosen({ userId, layout: next });
    },
    [userId],
  );
  return [layout, choose];
}
