import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { pageHydrated } from '../shared/layout/pageHydrated';
import { SiteLayout } from '../shared/layout/SiteLayout';
import { useSession } from '../shared/session/useSession';
import { preloadToastRegion } from '../shared/ui/LazyToaster';
import { toaster } from '../shared/ui/toaster';
import { whenIdle } from '../shared/ui/whenIdle';

// The cart screens load in their own chunk, only for signed-in users.
const CartHost = lazy(() =>
  import('../features/cart/components/CartHost').then((m) => ({ default: m.CartHost })),
);

/**
 * The cart screens, mounted at once when the address opens the cart,
 * otherwise once the page is hydrated, the toast code is here and the
 * browser is idle. The cart's chunk is large (checkout, requisites, zod):
 * fetched and run right after the start it held up the toast of a first
 * 'Купить' on a phone by a second (issue 33). A component of its own, beside the page: its state changing
 * while React still adopts the server's page must not re-render the page's
 * parents, which makes React adopt the whole page at once, in one long task.
 */
function CartHostWhenIdle({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const [mounted, setMounted] = useState(false);
  // Once mounted it stays: a panel closing keeps its screens.
  if (!mounted && params.get('cart') === 'open') setMounted(true);
  useEffect(() => {
    let cancelIdle = () => {};
    let live = true;
    // The toasts' code is fetched at once, but the region is drawn (and the
    // cart's screens after it) only once the page itself is live: see pageHydrated.ts.
    preloadToastRegion();
    void pageHydrated
      .then(() => toaster.prepare())
      .then(() => {
        if (live) cancelIdle = whenIdle(() => setMounted(true));
      });
    return () => {
      live = false;
      cancelIdle();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartHost userId={userId} />
    </Suspense>
  );
}

/** The layout route: the shared layout with what features feed into it (the cart panel) around the page. */
export function AppLayout() {
  const { user } = useSession();
  return (
    <>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      {user && <CartHostWhenIdle key={user.id} userId={user.id} />}
    </>
  );
}
