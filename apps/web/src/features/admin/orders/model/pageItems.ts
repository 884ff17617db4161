// Pagination of spec section 9: every page when there are 5 or fewer,
// otherwise the first and last, the current page's neighbours and ellipses.
export type PageItem = number | 'gap';

const SHOW_ALL_UP_TO = 5;

export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= SHOW_ALL_UP_TO) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}
