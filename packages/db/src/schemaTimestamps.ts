// The column types every table group shares (a leaf: the groups import it,
// it imports none of them).
import type { ColumnType } from 'kysely';

/** timestamptz: read as Date (both drivers), written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a `default now()`: optional on insert. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
