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
