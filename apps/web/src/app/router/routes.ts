// The route table of spec section 2. Information pages are public (DESIGN.md);
// the catalogue, cart, orders, lists and account need a session; /admin/* the admin role.
import type { LazyPage } from './lazyPage';
import { prefetchCatalog, type Prefetch } from './prefetch';
import * as Page from './lazyPages';

export type Access = 'public' | 'signedIn' | 'admin';

export interface PageRoute {
  path: string;
  page: LazyPage;
  access: Access;
  /** Data to request as soon as the route mounts, ahead of the session check. */
  prefetch?: Prefetch;
}

/** The picking sheet is a bare printable document, outside the site layout. */
export const printRoute: PageRoute = {
  path: '/admin/orders/:orderId/print',
  page: Page.PickingSheetPage,
  access: 'admin',
};

/** Pages inside the site layout (header, breadcrumbs, footer). */
export const siteRoutes: PageRoute[] = [
  { path: '/about', page: Page.AboutPage, access: 'public' },
  { path: '/contact', page: Page.ContactPage, access: 'public' },
  { path: '/cooperation', page: Page.CooperationPage, access: 'public' },
  { path: '/faq', page: Page.FaqPage, access: 'public' },
  { path: '/delivery', page: Page.DeliveryPage, access: 'public' },
  { path: '/guarantee', page: Page.GuaranteePage, access: 'public' },
  { path: '/wholesale', page: Page.WholesalePage, access: 'public' },
  { path: '/privacy', page: Page.PrivacyPage, access: 'public' },
  { path: '/login', page: Page.LoginPage, access: 'public' },
  { path: '/register', page: Page.RegisterPage, access: 'public' },
  { path: '/forgot-password', page: Page.ForgotPasswordPage, access: 'public' },
  { path: '/reset-password', page: Page.ResetPasswordPage, access: 'public' },
  { path: '/product/:id', page: Page.ProductPage, access: 'public' },
  { path: '/', page: Page.HomePage, access: 'signedIn', prefetch: prefetchCatalog('home') },
  { path: '/catalog', page: Page.CatalogPage, access: 'signedIn', prefetch: prefetchCatalog('catalog') },
  { path: '/account', page: Page.AccountPage, access: 'signedIn' },
  { path: '/orders', page: Page.OrdersPage, access: 'signedIn' },
  { path: '/saved-lists', page: Page.SavedListsPage, access: 'signedIn' },
  { path: '/admin/orders', page: Page.AdminOrdersPage, access: 'admin' },
  { path: '/admin/orders/:orderId', page: Page.AdminOrderPage, access: 'admin' },
  { path: '/admin/users', page: Page.AdminUsersPage, access: 'admin' },
  { path: '/admin/users/:userId', page: Page.AdminUserPage, access: 'admin' },
];

/** '/admin' itself opens the orders. */
export const ADMIN_HOME = '/admin/orders';
