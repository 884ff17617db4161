// Spec section 9: on mobile the order dialog shows 3 items per page, and only
// paginates when the order has more than 6 items.
export const MOBILE_ITEMS_PER_PAGE = 3;
export const MOBILE_PAGINATE_ABOVE = 6;

export interface ItemPage<T> {
  items: T[];
  page: number;
  pages: number;
}

export function mobileItemPage<T>(items: readonly T[], requestedPage: number): ItemPage<T> {
  if (items.length <= MOBILE_PAGINATE_ABOVE) return { items: [...items], page: 1, pages: 1 };
  const pages = Math.ceil(items.length / MOBILE_ITEMS_PER_PAGE);
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pages);
  const start = (page - 1) * MOBILE_ITEMS_PER_PAGE;
  return { items: items.slice(start, start + MOBILE_ITEMS_PER_PAGE), page, pages };
}
