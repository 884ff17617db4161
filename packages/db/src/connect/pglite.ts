// Embedded PGlite (single connection, WASM). Used when no DATABASE_URL is
// given, and in-memory for tests.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from '../schema';

/** Fail at start with one line instead of a WASM stack trace later. */
function ensureWritableDir(dataDir: string, dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new Error(`DATA_DIR "${dataDir}" is not writable (${code})`, { cause: error });
  }
}

export interface PgliteHandle {
  db: Kysely<Database>;
  pglite: PGlite;
}

/** dataDir undefined means in-memory. */
export async function createPgliteDb(dataDir: string | undefined): Promise<PgliteHandle> {
  let dir: string | undefined;
  if (dataDir !== undefined) {
    dir = path.join(dataDir, 'pglite');
    ensureWritableDir(dataDir, dir);
  }
  const pglite = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    // Same shapes as the pg driver: numbers for int8/numeric, Date for
    // timestamptz (PGlite's default, kept explicit).
    parsers: {
      [types.INT8]: (v: string) => Number.parseInt(v, 10),
      [types.NUMERIC]: (v: string) => Number(v),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, pglite };
}
