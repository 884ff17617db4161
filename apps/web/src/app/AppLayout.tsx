import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { useCartCount } from '../shared/cart/useCartCount';
import { SiteLayout } from '../shared/layout/SiteLayout';
import { useSession } from '../shared/session/useSession';
import { toaster } from '../shared/ui/toaster';
import { whenIdle } from '../shared/ui/whenIdle';

// The cart screens load in their own chunk, only for signed-in users.
const CartHost = lazy(() =>
  import('../features/cart/components/CartHost').then((m) => ({ default: m.CartHost })),
);

/**
 * Whether the cart screens are mounted: at once when the address opens the
 * cart, otherwise once the toast code is here and the browser is idle. The
 * cart's chunk is large (checkout, requisites, zod): fetched and run right
 * after the start it held up the toast of a first 'Купить' on a phone by a
 * second (issue 33).
 */
function useCartHostMounted(signedIn: boolean): boolean {
  const [params] = useSearchParams();
  const [mounted, setMounted] = useState(false);
  // Once mounted it stays: a panel closing keeps its screens.
  if (signedIn && !mounted && params.get('cart') === 'open') setMounted(true);
  useEffect(() => {
    if (!signedIn) return undefined;
    let cancelIdle = () => {};
    let live = true;
    void toaster.prepare().then(() => {
      if (live) cancelIdle = whenIdle(() => setMounted(true));
    });
    return () => {
      live = false;
      cancelIdle();
    };
  }, [signedIn]);
  return signedIn && mounted;
}

/** The layout route: the shared layout with what features feed into it (the cart count, the cart panel) around the page. */
export function AppLayout() {
  const cartCount = useCartCount();
  const { user } = useSession();
  const cartHostMounted = useCartHostMounted(user !== null);
  return (
    <>
      <SiteLayout cartCount={cartCount}>
        <Outlet />
      </SiteLayout>
      {user && cartHostMounted && (
        <Suspense fallback={null}>
          <CartHost key={user.id} userId={user.id} />
        </Suspense>
      )}
    </>
  );
}
