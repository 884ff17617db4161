// The database's clock, to the millisecond: every instance compares leases
// and due times with this one clock (issue 30: with each instance's own, a
// clock a few seconds ahead re-claimed a live lease and sent the mail twice).
// Whole milliseconds so a lease read back into a JS Date still equals its row.
import { sql } from '@shop/db';

export const dbNow = sql<Date>`date_trunc('milliseconds', now())`;

/** The database's clock `ms` milliseconds from now. */
export const dbNowPlus = (ms: number) => sql<Date>`${dbNow} + ${ms} * interval '1 millisecond'`;
