// How often one client (its account, else its address) may call the catalogue
// procedures that cost the most or that anyone can reach.

/** Generous for a buyer whose old client reloads the list; a flood of megabytes is not. */
export const PARTS_DATA_PER_CLIENT = { limit: 60, windowMs: 10 * 60_000 };

/** Anyone may open product pages; a crawler hammering them is slowed down. */
export const PRODUCT_PER_CLIENT = { limit: 300, windowMs: 60_000 };
