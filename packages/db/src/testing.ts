// Test helpers: a fresh, migrated, isolated database per call, on PGlite
// always and on real PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from './createDb';
import type { DbHandle, DbKind } from './createDb';
import { migrateToLatest } from './migrations';

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

async function createPostgresTestDb(adminUrl: string): Promise<DbHandle> {
  // Random, lowercase, identifier-safe: no quoting needed.
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: ':memory:' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function createTestDb(kind: DbKind): Promise<DbHandle> {
  let handle: DbHandle;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    handle = await createPostgresTestDb(adminUrl);
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
