// The <title> a client-side page has before any script runs (crawlers, link
// previews, the first paint), in the spec's form '{page title} {suffix}'.
// Pre-rendered information pages carry their own; this covers the SPA routes
// of the web route table (apps/web/src/app/router/routes.tsx).
import { text, type TextKey } from '@shop/i18n';

const EXACT: Record<string, TextKey> = {
  '/': 'pages.home',
  '/catalog': 'pages.catalog',
  '/login': 'pages.login',
  '/register': 'pages.register',
  '/forgot-password': 'pages.forgotPassword',
  '/reset-password': 'pages.resetPassword',
  '/account': 'pages.account',
  '/orders': 'pages.orders',
  '/saved-lists': 'pages.savedLists',
  '/admin/orders': 'pages.adminOrders',
  '/admin/users': 'pages.adminUsers',
};

const PREFIXES: Array<[string, TextKey]> = [
  ['/admin/orders/', 'pages.adminOrder'],
  ['/admin/users/', 'pages.adminUser'],
  ['/product/', 'pages.product'],
];

export function pageTitleFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = EXACT[path] ?? PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'pages.notFound';
  return `${text(key)} ${text('common.titleSuffix')}`;
}

/** Puts the page's title into the shell's HTML (the text is escaped). */
export function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}
