// How often one buyer may use the quick order's costlier procedures: a list
// of 1 000 lines costs tens of milliseconds of database time, a file a parse
// of up to 2 MB. Generous for a buyer fixing a list line by line.

export const RESOLVE_PER_CLIENT = { limit: 300, windowMs: 10 * 60_000 };
export const READ_FILE_PER_CLIENT = { limit: 60, windowMs: 10 * 60_000 };
export const EXPORT_PER_CLIENT = { limit: 120, windowMs: 10 * 60_000 };
