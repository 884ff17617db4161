// A fresh PostgreSQL database per run, dropped at the end.
import type { Database, Kysely } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { onTeardown } from './harness';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  /** For seeding buyers and reading results; the servers have their own pools. */
  db: Kysely<Database>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const handle = await createScratchPostgresDb(ADMIN_URL, 'cluster');
  onTeardown('close the test pool and drop the database', () => handle.close());
  return { url: handle.url, db: handle.db };
}
