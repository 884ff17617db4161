// Builds the breadcrumb trail from the path. Unknown paths (the 404 page) get
// no trail, so the crumbs never invent a section that does not exist.
import type { Resources } from '@shop/i18n/types';

export type CrumbLabel = Exclude<keyof Resources['layout']['breadcrumbs'], 'label'>;

export interface Crumb {
  label: CrumbLabel;
  /** Where the crumb links to; null for sections without a page of their own. */
  to: string | null;
  /** Fills `{{id}}` in labels of detail pages. */
  id?: string;
}

/** Sections, by their full path. */
const SECTIONS: Record<string, { label: CrumbLabel; to?: string | null }> = {
  '/catalog': { label: 'catalog' },
  // A product's trail runs through the catalogue: 'Главная / Каталог / <part>'.
  '/product': { label: 'catalog', to: '/catalog' },
  '/about': { label: 'about' },
  '/wholesale': { label: 'wholesale' },
  '/delivery': { label: 'delivery' },
  '/contact': { label: 'contact' },
  '/guarantee': { label: 'guarantee' },
  '/privacy': { label: 'privacy' },
  '/cooperation': { label: 'cooperation' },
  '/faq': { label: 'faq' },
  '/login': { label: 'login' },
  '/register': { label: 'register' },
  '/forgot-password': { label: 'forgotPassword' },
  '/reset-password': { label: 'resetPassword' },
  '/account': { label: 'account' },
  '/account/company': { label: 'company' },
  '/account/approvals': { label: 'approvals' },
  '/orders': { label: 'orders' },
  '/saved-lists': { label: 'savedLists' },
  '/quick-order': { label: 'quickOrder' },
  '/admin': { label: 'admin' },
  '/admin/orders': { label: 'adminOrders' },
  '/admin/users': { label: 'adminUsers' },
  '/admin/catalog': { label: 'adminCatalog' },
  '/admin/catalog/import': { label: 'adminPriceImport' },
  '/admin/catalog/categories': { label: 'adminCategories' },
  '/admin/catalog/exchange-1c': { label: 'adminExchange1c' },
};

/** Sections whose next segment is an id: the crumb until the page names it, and once it has. */
const DETAILS: Record<string, { unnamed: CrumbLabel; named: CrumbLabel }> = {
  '/admin/orders': { unnamed: 'order', named: 'order' },
  '/admin/users': { unnamed: 'user', named: 'named' },
  '/product': { unnamed: 'product', named: 'named' },
};

/** `detailName`, when the page supplies one, stands for the id in a detail page's crumb. */
export function breadcrumbTrail(pathname: string, detailName?: string): Crumb[] | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const trail: Crumb[] = [{ label: 'home', to: '/' }];
  let parent = '';
  for (const segment of segments) {
    const path = `${parent}/${segment}`;
    const section = SECTIONS[path];
    const detail = DETAILS[parent];
    if (section) {
      trail.push({ label: section.label, to: section.to === undefined ? path : section.to });
    } else if (detail !== undefined && path === pathname.replace(/\/$/, '')) {
      trail.push(
        detailName
          ? { label: detail.named, to: null, id: detailName }
          : { label: detail.unnamed, to: null, id: decodeURIComponent(segment) },
      );
    } else {
      return null;
    }
    parent = path;
  }
  return trail;
}
