// Plain constants of the contract, importable without zod so that pages
// needing only a number do not pull the validation library into their bundle.

/** Spec section 9: page size 30 on home, 12 on /catalog. */
export const CATALOG_PAGE_SIZES = { home: 30, catalog: 12 } as const;

/**
 * Calls in one batched tRPC request. The web client never needs more than a
 * handful; a larger batch is refused before any call runs, so one request
 * cannot multiply the server's work a hundredfold.
 */
export const MAX_TRPC_BATCH = 10;

/** Most of one part in one order (after repeated lines are added up). */
export const MAX_LINE_QUANTITY = 100_000;

/** Quick order (issue 17): lines of one pasted list or uploaded file, and the file's size. */
export const QUICK_ORDER_MAX_LINES = 1000;
export const QUICK_ORDER_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Most lines an order, an order edit, a saved list or a cart preview may have: a whole quick-order list fits. */
export const MAX_ORDER_LINES = QUICK_ORDER_MAX_LINES;

/**
 * Uploaded tables (issue 28), checked while the file is read, so reading stops
 * at the first one crossed: a cell's length, a row's columns, and what an
 * XLSX may unpack to (a zip of 150 kB can hold a 150 MB cell).
 */
export const SHEET_MAX_CELL_CHARS = 10_000;
export const SHEET_MAX_COLUMNS = 500;
export const QUICK_ORDER_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

/** The admin's price-list import: the file, its rows of parts (the header aside) and its unpacked size. */
export const PRICE_LIST_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const PRICE_LIST_MAX_ROWS = 100_000;
export const PRICE_LIST_MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;
