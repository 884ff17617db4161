// Every screen of the shop by who sees it, for the journeys that visit them
// all (axe, overflow at 375 px, screenshots). Detail pages take ids found at
// run time.
import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../info/publicPages';

export interface RouteVisit {
  /** A short name for reports and screenshot files. */
  name: string;
  path: string;
}

export const VISITOR_ROUTES: RouteVisit[] = [
  ...PUBLIC_PAGES.map((p) => ({ name: p.path.slice(1), path: p.path })),
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=nope&email=nobody%40example.ru' },
  { name: 'product', path: '/product/1' },
  { name: 'not-found', path: '/no-such-page' },
];

export const BUYER_ROUTES: RouteVisit[] = [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'cart', path: '/catalog?cart=open' },
  { name: 'product', path: '/product/1' },
  { name: 'account', path: '/account' },
  { name: 'orders', path: '/orders' },
  { name: 'saved-lists', path: '/saved-lists' },
  { name: 'quick-order', path: '/quick-order' },
  { name: 'delivery', path: '/delivery' },
  { name: 'not-found', path: '/no-such-page' },
];

/** The admin's screens; the detail pages open the first order and the first user listed (there must be an order). */
export async function adminRoutes(page: Page): Promise<RouteVisit[]> {
  await page.goto('/admin/users');
  // A table on desktops, cards on phones: the first link to a user's page in either.
  const userLink = page.locator('main a[href^="/admin/users/"]').first();
  const userPath = (await userLink.getAttribute('href')) ?? '/admin/users/1';
  await page.goto('/admin/orders');
  const detailsLink = page.getByRole('link', { name: /^ORD-/ }).first();
  const orderPath = (await detailsLink.getAttribute('href')) ?? '/admin/orders/1';
  return [
    { name: 'admin-dashboard', path: '/admin' },
    { name: 'admin-orders', path: '/admin/orders' },
    { name: 'admin-order', path: orderPath },
    { name: 'admin-users', path: '/admin/users' },
    { name: 'admin-user', path: userPath },
    { name: 'admin-catalog', path: '/admin/catalog' },
    { name: 'admin-price-import', path: '/admin/catalog/import' },
    { name: 'admin-categories', path: '/admin/catalog/categories' },
    { name: 'admin-settings', path: '/admin/settings' },
    { name: 'home', path: '/' },
    { name: 'account', path: '/account' },
  ];
}
