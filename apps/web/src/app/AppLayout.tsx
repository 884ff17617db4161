import { lazy, Suspense, type ReactNode } from 'react';
import { useCartCount } from '../shared/cart/useCartCount';
import { SiteLayout } from '../shared/layout/SiteLayout';
import { useSession } from '../shared/session/useSession';

// The cart screens load in their own chunk, only for signed-in users.
const CartHost = lazy(() =>
  import('../features/cart/components/CartHost').then((m) => ({ default: m.CartHost })),
);

/** Joins the shared layout with what features feed into it (the cart count, the cart panel). */
export function AppLayout({ children }: { children: ReactNode }) {
  const cartCount = useCartCount();
  const { user } = useSession();
  return (
    <>
      <SiteLayout cartCount={cartCount}>{children}</SiteLayout>
      {user && (
        <Suspense fallback={null}>
          <CartHost key={user.id} userId={user.id} />
        </Suspense>
      )}
    </>
  );
}
