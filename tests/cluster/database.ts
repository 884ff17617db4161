// A fresh PostgreSQL database per run, dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database, type Kysely } from '@shop/db';
import { onTeardown } from './harness';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  /** For seeding buyers and reading results; the servers have their own pools. */
  db: Kysely<Database>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  // `with (force)` ends connections a killed server may have left behind.
  onTeardown(`drop database ${name}`, () => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: ':memory:' });
  onTeardown('close the test pool', () => handle.close());
  return { url: url.toString(), db: handle.db };
}
