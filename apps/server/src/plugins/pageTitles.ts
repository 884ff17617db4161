// The <title> a client-side page has before any script runs (crawlers, link
// previews, the first paint), in the spec's form '{page title} {suffix}'.
// Pre-rendered information pages carry their own; this covers the SPA routes
// of the web route table (apps/web/src/app/router/routes.tsx).
import { t, type Resources } from '@shop/i18n';

/** A page title of layout:pages (the texts, not the groups of descriptions). */
type PageTitle = Exclude<keyof Resources['layout']['pages'], 'descriptions' | 'inProgress'>;

const EXACT: Record<string, PageTitle> = {
  '/': 'home',
  '/catalog': 'catalog',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/account': 'account',
  '/account/company': 'company',
  '/account/approvals': 'approvals',
  '/orders': 'orders',
  '/saved-lists': 'savedLists',
  '/quick-order': 'quickOrder',
  '/admin/orders': 'adminOrders',
  '/admin/users': 'adminUsers',
  '/admin/catalog': 'adminCatalog',
  '/admin/catalog/import': 'adminPriceImport',
  '/admin/catalog/categories': 'adminCategories',
  '/admin/catalog/exchange-1c': 'adminExchange1c',
  '/admin/settings': 'adminSettings',
  '/admin': 'adminPanel',
  // Information pages are pre-rendered; these cover a build without them.
  '/about': 'about',
  '/contact': 'contact',
  '/cooperation': 'cooperation',
  '/faq': 'faq',
  '/delivery': 'delivery',
  '/guarantee': 'guarantee',
  '/wholesale': 'wholesale',
  '/privacy': 'privacy',
};

const PREFIXES: Array<[string, PageTitle]> = [
  ['/admin/orders/', 'adminOrder'],
  ['/admin/users/', 'adminUser'],
  ['/product/', 'product'],
];

/** The page of the web route table at `pathname`, or 'notFound' (the catch-all route). */
function pageOf(pathname: string): PageTitle {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT[path] ?? PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'notFound';
}

export function pageTitleFor(pathname: string): string {
  return t('layout:common.pageTitle', { title: t(`layout:pages.${pageOf(pathname)}`) });
}

/** An address no route of the web app serves: it answers 404, with the same (not-found) page. */
export function isUnknownPage(pathname: string): boolean {
  return pageOf(pathname) === 'notFound';
}

/** Puts the page's title into the shell's HTML (the text is escaped). */
export function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}
