// The route table of spec section 2. Information pages are public (DESIGN.md);
// the catalogue, cart, orders, lists and account need a session; /admin/* the admin role.
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AccessGuard } from '../../shared/session/AccessGuard';
import { AppLayout } from '../AppLayout';
import { NotFoundPage } from '../routes/NotFoundPage';
import * as Page from './lazyPages';

const publicRoutes: RouteObject[] = [
  { path: 'about', element: <Page.AboutPage /> },
  { path: 'contact', element: <Page.ContactPage /> },
  { path: 'cooperation', element: <Page.CooperationPage /> },
  { path: 'faq', element: <Page.FaqPage /> },
  { path: 'delivery', element: <Page.DeliveryPage /> },
  { path: 'guarantee', element: <Page.GuaranteePage /> },
  { path: 'wholesale', element: <Page.WholesalePage /> },
  { path: 'privacy', element: <Page.PrivacyPage /> },
  { path: 'login', element: <Page.LoginPage /> },
  { path: 'register', element: <Page.RegisterPage /> },
  { path: 'forgot-password', element: <Page.ForgotPasswordPage /> },
  { path: 'reset-password', element: <Page.ResetPasswordPage /> },
  { path: 'product/:id', element: <Page.ProductPage /> },
];

const signedInRoutes: RouteObject[] = [
  { index: true, element: <Page.HomePage /> },
  { path: 'catalog', element: <Page.CatalogPage /> },
  { path: 'account', element: <Page.AccountPage /> },
  { path: 'orders', element: <Page.OrdersPage /> },
  { path: 'saved-lists', element: <Page.SavedListsPage /> },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="orders" replace /> },
  { path: 'orders', element: <Page.AdminOrdersPage /> },
  { path: 'orders/:orderId', element: <Page.AdminOrderPage /> },
  { path: 'users', element: <Page.AdminUsersPage /> },
  { path: 'users/:userId', element: <Page.AdminUserPage /> },
];

const ADMIN_ONLY = ['admin'] as const;

export const routes: RouteObject[] = [
  // The picking sheet is a bare printable document, outside the site layout.
  {
    path: '/admin/orders/:orderId/print',
    element: (
      <AccessGuard roles={ADMIN_ONLY} denied="admin">
        <Suspense fallback={null}>
          <Page.PickingSheetPage />
        </Suspense>
      </AccessGuard>
    ),
  },
  {
    path: '/',
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      { element: <AccessGuard />, children: signedInRoutes },
      { path: 'admin', element: <AccessGuard roles={ADMIN_ONLY} denied="admin" />, children: adminRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
