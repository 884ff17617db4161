// Plain constants of the contract, importable without zod so that pages
// needing only a number do not pull the validation library into their bundle.

/** Spec section 9: page size 30 on home, 12 on /catalog. */
export const CATALOG_PAGE_SIZES = { home: 30, catalog: 12 } as const;

/** The most units of one part on one order line. */
export const MAX_LINE_QUANTITY = 100_000;

/** Quick order (issue 17): lines of one pasted list or uploaded file, and the file's size. */
export const QUICK_ORDER_MAX_LINES = 1000;

/** Lines of a cart, an order or a saved list: a whole quick-order list fits. */
export const MAX_ORDER_LINES = QUICK_ORDER_MAX_LINES;
export const QUICK_ORDER_MAX_FILE_BYTES = 2 * 1024 * 1024;
