// The route table of spec section 2, as data (useRoutes): every page is a
// lazy component in its own chunk (lazyPages.ts). Information pages are
// public (DESIGN.md); the catalogue, cart, orders, lists and account need a
// session; /admin/* the admin role. The same table serves the browser
// (BrowserRouter, app/boot.tsx) and the build-time pre-render (StaticRouter,
// prerender/entry-server.tsx).
import { Suspense } from 'react';
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../AppLayout';
import { Guarded, type Access } from './guards';
import type { LazyPage } from './lazyPage';
import * as Page from './lazyPages';
import { prefetchCatalog, type Prefetch } from './prefetch';

/** What a page route carries besides its element: the page, so its chunk can load early. */
interface PageHandle {
  page: LazyPage;
}

function page(path: string, lazyPage: LazyPage, access: Access, prefetch?: Prefetch): RouteObject {
  const handle: PageHandle = { page: lazyPage };
  return { path, handle, element: <Guarded page={lazyPage} access={access} prefetch={prefetch} /> };
}

export const appRoutes: RouteObject[] = [
  {
    // The picking sheet is a bare printable document, outside the site layout.
    ...page('/admin/orders/:orderId/print', Page.PickingSheetPage, 'admin'),
    element: (
      <Suspense fallback={null}>
        <Guarded page={Page.PickingSheetPage} access="admin" />
      </Suspense>
    ),
  },
  {
    // Header, breadcrumbs and footer around every other page.
    element: <AppLayout />,
    children: [
      page('/about', Page.AboutPage, 'public'),
      page('/contact', Page.ContactPage, 'public'),
      page('/cooperation', Page.CooperationPage, 'public'),
      page('/faq', Page.FaqPage, 'public'),
      page('/delivery', Page.DeliveryPage, 'public'),
      page('/guarantee', Page.GuaranteePage, 'public'),
      page('/wholesale', Page.WholesalePage, 'public'),
      page('/privacy', Page.PrivacyPage, 'public'),
      page('/login', Page.LoginPage, 'public'),
      page('/register', Page.RegisterPage, 'public'),
      page('/forgot-password', Page.ForgotPasswordPage, 'public'),
      page('/reset-password', Page.ResetPasswordPage, 'public'),
      page('/product/:id', Page.ProductPage, 'public'),
      page('/', Page.HomePage, 'signedIn', prefetchCatalog('home')),
      page('/catalog', Page.CatalogPage, 'signedIn', prefetchCatalog('catalog')),
      page('/account', Page.AccountPage, 'signedIn'),
      page('/account/company', Page.CompanyPage, 'signedIn'),
      page('/account/approvals', Page.ApprovalsPage, 'signedIn'),
      page('/orders', Page.OrdersPage, 'signedIn'),
      page('/saved-lists', Page.SavedListsPage, 'signedIn'),
      page('/quick-order', Page.QuickOrderPage, 'signedIn'),
      page('/admin/orders', Page.AdminOrdersPage, 'admin'),
      page('/admin/orders/:orderId', Page.AdminOrderPage, 'admin'),
      page('/admin/users', Page.AdminUsersPage, 'admin'),
      page('/admin/users/:userId', Page.AdminUserPage, 'admin'),
      page('/admin/catalog', Page.AdminCatalogPage, 'admin'),
      page('/admin/catalog/import', Page.AdminPriceImportPage, 'admin'),
      page('/admin/catalog/categories', Page.AdminCategoriesPage, 'admin'),
      page('/admin/catalog/exchange-1c', Page.AdminExchange1cPage, 'admin'),
      page('/admin/settings', Page.AdminSettingsPage, 'admin'),
      // The admin's first screen: 'Сводка' (issue 20); orders and users are tabs beside it.
      page('/admin', Page.AdminDashboardPage, 'admin'),
      // Any unknown path: the Russian 404 page.
      page('*', Page.NotFoundPage, 'public'),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Starts loading the page chunk of `location` right away, in parallel with
 * the session check; otherwise guarded pages would wait for auth.me, then
 * the chunk.
 */
export function preloadRoute(location: Pick<Location, 'pathname'>): Promise<unknown> {
  const handle = matchRoutes(appRoutes, location)?.at(-1)?.route.handle as PageHandle | undefined;
  // A chunk that fails to load is reported by the page's own render.
  return handle?.page.preload().catch(() => undefined) ?? Promise.resolve();
}
