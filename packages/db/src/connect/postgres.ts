// Real PostgreSQL through a pg Pool. Type parsers are set per pool (not on
// the global pg.types) so other pg users in the process are unaffected.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function poolTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  // count(*) and sum(int) come back as int8/numeric; our values (kopecks,
  // row counts) stay far below 2^53, so plain numbers are safe and simpler.
  types.setTypeParser(INT8_OID, 'text', (v: string) => Number.parseInt(v, 10));
  types.setTypeParser(NUMERIC_OID, 'text', (v: string) => Number(v));
  return types;
}

/** "host:port/db" for messages: never the user or password. */
export function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || 'localhost';
    return `${host}:${url.port || '5432'}${url.pathname.length > 1 ? url.pathname : ''}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'connection reset',
};

/** One line, no stack, no secrets: what an operator needs at start-up. */
export function connectFailureReason(error: unknown): string {
  const e = error as { code?: string; message?: string; errors?: Array<{ code?: string }> };
  // Node reports "localhost" (IPv4 + IPv6) failures as an AggregateError
  // with an empty message; the code sits on the inner errors.
  const code = e?.code ?? e?.errors?.[0]?.code;
  if (code && REASONS[code]) return REASONS[code];
  const message = (e?.message ?? String(error)).split('\n')[0]?.trim();
  if (message && /timeout/i.test(message)) return 'connection timed out';
  return message || code || 'unknown error';
}

/**
 * Connections per process: DATABASE_POOL_MAX, else pg's default of 10. On a
 * 2-core database more connections than about twice the cores only queue
 * inside PostgreSQL instead of in the pool (issue 21 measured both).
 */
export function poolMax(env: NodeJS.ProcessEnv = process.env): number {
  const max = Number(env.DATABASE_POOL_MAX);
  return Number.isInteger(max) && max > 0 ? max : 10;
}

export async function createPostgresDb(databaseUrl: string): Promise<Kysely<Database>> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax(),
    types: poolTypes(),
    connectionTimeoutMillis: 10_000,
  });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', (err) => console.error(`PostgreSQL pool error: ${err.message}`));
  // Nor may a client that is busy with a query when the server goes away: pg
  // then rejects the query (the caller answers 503) and also emits 'error' on
  // the client, which the pool listens for only while the client is idle.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new Error(
      `Cannot connect to PostgreSQL at ${describeTarget(databaseUrl)}: ${connectFailureReason(error)}`,
      { cause: error },
    );
  }
  return db;
}
