// Which links the header, the mobile menu and the account area show.
// Visitors see the company pages only; signed-in users also get the catalogue
// and delivery (spec section 2, "Header and footer").
import type { Resources } from '@shop/i18n/types';

export type NavLabel = keyof Resources['layout']['nav'];

export interface NavItem {
  to: string;
  label: NavLabel;
  /** Active only on this exact path (the catalogue lives at '/'). */
  end?: boolean;
}

const companyItems: NavItem[] = [
  { to: '/about', label: 'about' },
  { to: '/cooperation', label: 'cooperation' },
  { to: '/contact', label: 'contact' },
];

export function mainNavItems(signedIn: boolean): NavItem[] {
  if (!signedIn) return companyItems;
  return [
    { to: '/', label: 'catalog', end: true },
    { to: '/quick-order', label: 'quickOrder' },
    { to: '/delivery', label: 'delivery' },
    ...companyItems,
  ];
}

export function accountNavItems(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/account', label: 'account' },
    { to: '/orders', label: 'orders' },
    { to: '/saved-lists', label: 'savedLists' },
  ];
  return isAdmin ? [...items, { to: '/admin/orders', label: 'admin' }] : items;
}
