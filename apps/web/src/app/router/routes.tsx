// The route table of spec section 2, as data: every page is a lazy route
// module (its own chunk). Information pages are public (DESIGN.md); the
// catalogue, cart, orders, lists and account need a session; /admin/* the
// admin role. The same table serves the browser (main.tsx) and the build-time
// pre-render (prerender/entry-server.tsx).
import { redirect, type RouteObject } from 'react-router-dom';
import type { TrpcUtils } from '../../shared/api/trpc';
import { CrashScreen } from '../../shared/ui/CrashScreen';
import { AppLayout, PageLoading } from '../AppLayout';
import { AdminOnly, SignedInOnly } from './guards';
import { lazyRoute } from './lazyRoute';
import { prefetchCatalog } from './prefetch';
import { accountRoutes, adminRoutes, publicRoutes } from './pageRoutes';

/** '/admin' itself opens the orders. */
export const ADMIN_HOME = '/admin/orders';

/**
 * `utils` starts the catalogue's requests from its route loaders; the
 * pre-render, which never renders the catalogue, passes null.
 */
export function appRoutes(utils: TrpcUtils | null): RouteObject[] {
  const catalogLoader = (variant: 'home' | 'catalog') =>
    utils ? prefetchCatalog(utils, variant) : undefined;
  return [
    {
      // The picking sheet is a bare printable document, outside the site layout.
      element: <AdminOnly />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <CrashScreen />,
      children: [
        {
          path: '/admin/orders/:orderId/print',
          lazy: lazyRoute(
            () => import('../../features/admin/orders/print/PickingSheetPage'),
            (m) => m.PickingSheetPage,
          ),
        },
      ],
    },
    {
      // Header, breadcrumbs and footer around every other page.
      element: <AppLayout />,
      children: [
        {
          // Until the first page's code has arrived, the layout shows a
          // spinner in its place; a page that breaks shows the crash screen.
          hydrateFallbackElement: <PageLoading />,
          errorElement: <CrashScreen />,
          children: [
            ...publicRoutes,
            {
              element: <SignedInOnly />,
              children: [
                {
                  path: '/',
                  loader: catalogLoader('home'),
                  lazy: lazyRoute(
                    () => import('../../features/catalog/pages/HomePage'),
                    (m) => m.HomePage,
                    { firstScreen: true },
                  ),
                },
                {
                  path: '/catalog',
                  loader: catalogLoader('catalog'),
                  lazy: lazyRoute(
                    () => import('../../features/catalog/pages/CatalogPage'),
                    (m) => m.CatalogPage,
                    { firstScreen: true },
                  ),
                },
                ...accountRoutes,
              ],
            },
            { element: <AdminOnly />, children: adminRoutes },
            { path: '/admin', loader: () => redirect(ADMIN_HOME) },
            {
              path: '*',
              lazy: lazyRoute(
                () => import('../routes/NotFoundPage'),
                (m) => m.NotFoundPage,
              ),
            },
          ],
        },
      ],
    },
  ];
}
