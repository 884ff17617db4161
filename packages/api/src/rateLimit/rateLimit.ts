// A fixed-window rate limiter on PostgreSQL: one atomic upsert per attempt,
// so the count is right however many server instances share the database.
// Windows follow the database's clock, so instances whose clocks disagree
// still count into the same window.
import { dbTime, sql, type Database, type Kysely, type Transaction } from '@shop/db';
import type { RawBuilder } from 'kysely';
import { AppError } from '../errors';

type Db = Kysely<Database> | Transaction<Database>;

export interface RateLimitWindow {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions extends RateLimitWindow {
  /** What is limited, e.g. `login:ip:203.0.113.7`. */
  key: string;
  /** For tests; the database's clock otherwise. */
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/** The start of the window `now` falls in: whole windows since the epoch. */
const windowStart = (options: Pick<RateLimitOptions, 'windowMs' | 'now'>) =>
  sql<Date>`to_timestamp(floor(extract(epoch from ${dbTime(options.now)}) * 1000 / ${options.windowMs})
    * ${options.windowMs} / 1000.0)`;

/** Counts one attempt and says whether it is within the limit. */
export async function consumeRateLimit(db: Db, options: RateLimitOptions): Promise<RateLimitResult> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key: options.key, window_start: windowStart(options), count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning([
      'count',
      sql<number>`extract(epoch from window_start - ${dbTime(options.now)}) * 1000 + ${options.windowMs}`.as(
        'left_ms',
      ),
    ])
    .executeTakeFirstOrThrow();
  const allowed = row.count <= options.limit;
  const leftMs = Number(row.left_ms);
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(leftMs / 1000)) };
}

/** Gives back one attempt of the current window (e.g. after a successful login). */
export async function refundRateLimit(db: Db, options: Omit<RateLimitOptions, 'limit'>): Promise<void> {
  const start = windowStart(options);
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', options.key)
    .where('window_start', '=', start)
    .execute();
}

/** Counts one attempt; refuses with 429 and the given Russian message when over the limit. */
export async function enforceRateLimit(
  db: Db,
  options: RateLimitOptions,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const result = await consumeRateLimit(db, options);
  if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', message(result.retryAfterSeconds));
}

/** Deletes counters of windows that ended before `before`; cheap to call now and then. */
export async function pruneRateLimits(db: Db, before: Date | RawBuilder<Date>): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
