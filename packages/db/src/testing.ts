// Test helpers: a fresh, migrated, isolated database per call, on PGlite
// always and on real PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDb } from './createDb';
import type { DbHandle, DbKind } from './createDb';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

export function testDbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database named `${prefix}_<random>` on the server
 * of `adminUrl`; `close()` drops it. Tests, benchmarks and the cluster check
 * each get their own.
 */
export async function createScratchPostgresDb(
  adminUrl: string,
  prefix = 'shop_test',
): Promise<DbHandle & { url: string }> {
  // Random, lowercase, identifier-safe: no quoting needed.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: ':memory:' });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      // `with (force)` ends connections a killed server may have left behind.
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function createTestDb(kind: DbKind): Promise<DbHandle> {
  let handle: DbHandle;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    handle = await createScratchPostgresDb(adminUrl);
  } else {
    handle = await createDb({ dataDir: ':memory:', inMemory: true });
  }
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * A database handle whose server is not there (nothing listens on port 1):
 * every query fails at once with a refused connection, as during an outage.
 */
export function createUnreachableDb(): DbHandle {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: 'postgres://shop@127.0.0.1:1/shop' }),
    }),
  });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

interface PlanNode {
  'Node Type': string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * The rows a count of one category's parts, made from an index alone, had to
 * read from the table: none once VACUUM has marked their pages all-visible
 * (catalog/settleParts.ts in @shop/api).
 */
export function heapFetchesOfCategoryCount(db: Kysely<Database>, categoryId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`.execute(
      trx,
    );
    const { rows } = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>`
      explain (analyze, format json) select count(*) from parts where category_id = ${categoryId}`.execute(
      trx,
    );
    const scans = planNodes(rows[0]!['QUERY PLAN'][0]!.Plan).filter(
      (n) => n['Node Type'] === 'Index Only Scan',
    );
    if (scans.length !== 1) throw new Error('the count was not one index-only scan');
    return scans[0]!['Heap Fetches'] ?? 0;
  });
}
