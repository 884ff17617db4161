import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCartCount } from '../shared/cart/useCartCount';
import { SiteLayout } from '../shared/layout/SiteLayout';
import { useSession } from '../shared/session/useSession';

// The cart screens load in their own chunk, only for signed-in users.
const CartHost = lazy(() =>
  import('../features/cart/components/CartHost').then((m) => ({ default: m.CartHost })),
);

/** The layout route: the shared layout with what features feed into it (the cart count, the cart panel) around the page. */
export function AppLayout() {
  const cartCount = useCartCount();
  const { user } = useSession();
  return (
    <>
      <SiteLayout cartCount={cartCount}>
        <Outlet />
      </SiteLayout>
      {user && (
        <Suspense fallback={null}>
          <CartHost key={user.id} userId={user.id} />
        </Suspense>
      )}
    </>
  );
}
