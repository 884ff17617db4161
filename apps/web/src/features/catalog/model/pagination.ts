// Page numbers to show (spec section 9): all of them up to 5 pages, otherwise
// the first, the last, the current page's neighbours and ellipses between.
export type PageItem = number | 'gap-start' | 'gap-end';

const SHOW_ALL_UP_TO = 5;

export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= SHOW_ALL_UP_TO) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  const from = Math.max(2, page - 1);
  const to = Math.min(totalPages - 1, page + 1);
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-start');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

export const totalPagesOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
