// The pages of each access level as lazy route modules (see routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazyRoute';

/** Information pages, sign-in and registration, the public product page. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/about',
    lazy: lazyRoute(
      () => import('../../features/info/pages/AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: '/contact',
    lazy: lazyRoute(
      () => import('../../features/info/pages/ContactPage'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: '/cooperation',
    lazy: lazyRoute(
      () => import('../../features/info/pages/CooperationPage'),
      (m) => m.CooperationPage,
    ),
  },
  {
    path: '/faq',
    lazy: lazyRoute(
      () => import('../../features/info/pages/FaqPage'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: '/delivery',
    lazy: lazyRoute(
      () => import('../../features/info/pages/DeliveryPage'),
      (m) => m.DeliveryPage,
    ),
  },
  {
    path: '/guarantee',
    lazy: lazyRoute(
      () => import('../../features/info/pages/GuaranteePage'),
      (m) => m.GuaranteePage,
    ),
  },
  {
    path: '/wholesale',
    lazy: lazyRoute(
      () => import('../../features/info/pages/WholesalePage'),
      (m) => m.WholesalePage,
    ),
  },
  {
    path: '/privacy',
    lazy: lazyRoute(
      () => import('../../features/info/pages/PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/login',
    lazy: lazyRoute(
      () => import('../../features/auth/pages/LoginPage'),
      (m) => m.LoginPage,
      { firstScreen: true },
    ),
  },
  {
    path: '/register',
    lazy: lazyRoute(
      () => import('../../features/auth/pages/RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: '/forgot-password',
    lazy: lazyRoute(
      () => import('../../features/auth/pages/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/reset-password',
    lazy: lazyRoute(
      () => import('../../features/auth/pages/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/product/:id',
    lazy: lazyRoute(
      () => import('../../features/product/pages/ProductPage'),
      (m) => m.ProductPage,
    ),
  },
];

/** The signed-in user's own pages (the catalogue's two routes are in routes.tsx, with their loaders). */
export const accountRoutes: RouteObject[] = [
  {
    path: '/account',
    lazy: lazyRoute(
      () => import('../../features/account/pages/AccountPage'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: '/orders',
    lazy: lazyRoute(
      () => import('../../features/orders/pages/OrdersPage'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: '/saved-lists',
    lazy: lazyRoute(
      () => import('../../features/savedLists/pages/SavedListsPage'),
      (m) => m.SavedListsPage,
    ),
  },
];

/** The admin area (the picking sheet, outside the layout, is in routes.tsx). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/orders',
    lazy: lazyRoute(
      () => import('../../features/admin/pages/AdminOrdersPage'),
      (m) => m.AdminOrdersPage,
    ),
  },
  {
    path: '/admin/orders/:orderId',
    lazy: lazyRoute(
      () => import('../../features/admin/pages/AdminOrderPage'),
      (m) => m.AdminOrderPage,
    ),
  },
  {
    path: '/admin/users',
    lazy: lazyRoute(
      () => import('../../features/admin/pages/AdminUsersPage'),
      (m) => m.AdminUsersPage,
    ),
  },
  {
    path: '/admin/users/:userId',
    lazy: lazyRoute(
      () => import('../../features/admin/pages/AdminUserPage'),
      (m) => m.AdminUserPage,
    ),
  },
];
