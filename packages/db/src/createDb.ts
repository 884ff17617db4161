// One entry point for both drivers so the server never branches on the kind.
import type { Kysely } from 'kysely';
import { createPgliteDb } from './connect/pglite';
import { createPostgresDb } from './connect/postgres';
import type { Database } from './schema';

export type DbKind = 'postgres' | 'pglite';

export interface CreateDbOptions {
  /** postgres://…; when absent or empty, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`; ':memory:' = in memory. */
  dataDir: string;
  /** Force in-memory PGlite (tests); ignores dataDir. */
  inMemory?: boolean;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const db = await createPostgresDb(options.databaseUrl);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const inMemory = options.inMemory === true || options.dataDir === ':memory:';
  const { db, pglite } = await createPgliteDb(inMemory ? undefined : options.dataDir);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      // Kysely only destroys a driver it has used; close PGlite regardless.
      if (!pglite.closed) await pglite.close();
    },
  };
}
