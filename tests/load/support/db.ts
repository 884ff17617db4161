// Shared PostgreSQL set-up of the benchmarks: a scratch database (created,
// migrated, dropped afterwards) or a named one kept between runs (the
// million-part catalogue), the app's dependencies on it, and signed-in users.
import pg from 'pg';
import { createDb, migrateToLatest, type Database, type DbHandle } from '@shop/db';
import { createScratchPostgresDb } from '@shop/db/testing';
import { createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import type { Kysely } from 'kysely';
import { createTemporaryFileStore } from '@shop/storage/testing';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh migrated database named `${prefix}_<random>`; `close()` drops it. */
export async function scratchDb(prefix: string): Promise<DbHandle & { url: string }> {
  const handle = await createScratchPostgresDb(ADMIN_URL, prefix);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * The database `name` on the benchmark server, created when missing and
 * migrated; kept after `close()` so a slow load is paid once.
 */
export async function keptDb(name: string): Promise<DbHandle & { created: boolean }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let created = false;
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`);
      created = true;
    }
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  return { ...handle, created };
}

/** Drops a kept database (its data no longer fits the benchmark). */
export async function dropKeptDb(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export function benchDeps(db: Kysely<Database>): AppDeps {
  return {
    db,
    lucia: createLucia(db, { secureCookies: false }),
    config: { publicUrl: 'http://localhost', mailFrom: 'bench@local', adminNotifyEmail: 'bench@local' },
    files: createTemporaryFileStore(),
  };
}

/** An active user (created once) and a fresh session token for it. */
export async function signedInUser(
  deps: AppDeps,
  user: { email: string; role?: 'user' | 'admin'; lastName?: string },
): Promise<{ userId: number; token: string }> {
  const userId = await ensureActiveUser(deps.db, {
    email: user.email,
    password: 'bench12345',
    role: user.role ?? 'user',
    firstName: 'Бенч',
    lastName: user.lastName ?? 'Марк',
  });
  return { userId, token: (await deps.lucia.createSession(userId, {})).id };
}
