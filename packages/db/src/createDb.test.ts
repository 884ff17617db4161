import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './createDb';
import type { DbHandle } from './createDb';
import { createTestDb, testDbKinds } from './testing';

describe('createDb start-up failures', () => {
  it('rejects an unreachable PostgreSQL with one line and no password', async () => {
    const attempt = createDb({ databaseUrl: 'postgres://shop:s3cret@127.0.0.1:1/shop', dataDir: '/tmp' });
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe('Cannot connect to PostgreSQL at 127.0.0.1:1/shop: connection refused');
    expect(error?.message).not.toContain('s3cret');
  });

  it('rejects a DATA_DIR that cannot be written', async () => {
    const file = path.join(os.tmpdir(), `shop-db-not-a-dir-${process.pid}`);
    fs.writeFileSync(file, '');
    try {
      await expect(createDb({ dataDir: path.join(file, 'data') })).rejects.toThrow(
        new RegExp(`^DATA_DIR ".*" is not writable \\(ENOTDIR\\)$`),
      );
    } finally {
      fs.rmSync(file);
    }
  });
});

describe('createDb on disk (PGlite)', () => {
  it('creates ${dataDir}/pglite and reopens it with the data intact', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    try {
      const first = await createDb({ dataDir });
      await sql`create table t (v int)`.execute(first.db);
      await sql`insert into t values (42)`.execute(first.db);
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const again = await createDb({ dataDir });
      const { rows } = await sql<{ v: number }>`select v from t`.execute(again.db);
      expect(rows).toEqual([{ v: 42 }]);
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDbKinds())('value types on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle?.close());

  it('reports its kind', () => {
    expect(handle.kind).toBe(kind);
  });

  it('returns int8 and numeric as numbers and timestamptz as Date', async () => {
    const { rows } = await sql<{ n: number; total: number; at: Date }>`
      select count(*) as n, sum(x::bigint) as total, now() as at
      from (values (1), (2)) as v(x)`.execute(handle.db);
    const row = rows[0];
    expect(row).toBeDefined();
    expect(row?.n).toBe(2);
    expect(row?.total).toBe(3);
    expect(row?.at).toBeInstanceOf(Date);
  });
});
