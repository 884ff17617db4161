// Plain constants of the contract, importable without zod so that pages
// needing only a number do not pull the validation library into their bundle.

/** Spec section 9: page size 30 on home, 12 on /catalog. */
export const CATALOG_PAGE_SIZES = { home: 30, catalog: 12 } as const;
