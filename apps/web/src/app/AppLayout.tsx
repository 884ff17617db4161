import { useCartCount } from '../features/cart/hooks/useCartCount';
import { SiteLayout } from '../shared/layout/SiteLayout';

/** Joins the shared layout with what features feed into it (the cart count). */
export function AppLayout() {
  const cartCount = useCartCount();
  return <SiteLayout cartCount={cartCount} />;
}
