// The database's clock, to the millisecond. Every lease and expiry that
// several instances share (mail leases, sessions, reset links, rate-limit
// windows) is decided by this one clock (issue 30: with each instance's own,
// a clock a few seconds ahead re-claimed a live lease and sent a mail twice).
// Whole milliseconds, so a time read back into a JS Date still equals its row.
import { sql, type RawBuilder } from 'kysely';

export const dbNow = sql<Date>`date_trunc('milliseconds', now())`;

/** `at` when a test gives one; the database's clock otherwise. */
export const dbTime = (at?: Date): RawBuilder<Date> => (at ? sql<Date>`${at}::timestamptz` : dbNow);

/** `ms` milliseconds after `dbTime(at)`. */
export const dbTimePlus = (ms: number, at?: Date): RawBuilder<Date> =>
  sql<Date>`${dbTime(at)} + ${ms} * interval '1 millisecond'`;
