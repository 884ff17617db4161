import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useCartCount } from '../shared/cart/useCartCount';
import { useTranslation } from 'react-i18next';
import { SiteLayout } from '../shared/layout/SiteLayout';
import { useSession } from '../shared/session/useSession';
import { PageSpinner } from '../shared/ui/PageSpinner';

// The cart screens load in their own chunk, only for signed-in users.
const CartHost = lazy(() =>
  import('../features/cart/components/CartHost').then((m) => ({ default: m.CartHost })),
);

/** The spinner that stands for a page whose code is still loading. */
export function PageLoading() {
  const { t } = useTranslation('layout');
  return <PageSpinner label={t('pageLoading')} />;
}

/**
 * The layout route: the shared layout with what features feed into it (the
 * cart count, the cart panel) around the current page. New pages start at
 * the top, back/forward returns to where the page was left (ScrollRestoration);
 * a change of the query alone (filters, '?cart=open') passes preventScrollReset.
 */
export function AppLayout() {
  const cartCount = useCartCount();
  const { user } = useSession();
  return (
    <>
      <SiteLayout cartCount={cartCount}>
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
      {user && (
        <Suspense fallback={null}>
          <CartHost key={user.id} userId={user.id} />
        </Suspense>
      )}
    </>
  );
}
