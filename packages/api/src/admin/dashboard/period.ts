// The dashboard's period: the last N calendar days in the shop's time zone
// (Krasnodar keeps Moscow time), today included, and the N days before it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { SHOP_TIME_ZONE } from '@shop/i18n/dates';

export { SHOP_TIME_ZONE };

export interface Period {
  days: number;
  /** First and last calendar day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Instants: [start, end) of the period, and the previous period's start. */
  start: Date;
  end: Date;
  previousStart: Date;
  now: Date;
}

export async function periodEndingAt(db: Kysely<Database>, days: number, now: Date): Promise<Period> {
  const { rows } = await sql<{
    from: string;
    to: string;
    previous_from: string;
    previous_to: string;
    start: Date;
    end: Date;
    previous_start: Date;
  }>`
    with d as (select (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date as today)
    select to_char(today - ${days - 1}::int, 'YYYY-MM-DD') as "from",
           to_char(today, 'YYYY-MM-DD') as "to",
           to_char(today - ${2 * days - 1}::int, 'YYYY-MM-DD') as previous_from,
           to_char(today - ${days}::int, 'YYYY-MM-DD') as previous_to,
           (today - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE} as start,
           (today + 1)::timestamp at time zone ${SHOP_TIME_ZONE} as "end",
           (today - ${2 * days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE} as previous_start
    from d`.execute(db);
  const row = rows[0]!;
  return {
    days,
    from: row.from,
    to: row.to,
    previousFrom: row.previous_from,
    previousTo: row.previous_to,
    start: new Date(row.start),
    end: new Date(row.end),
    previousStart: new Date(row.previous_start),
    now,
  };
}
