import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../createDb';
import { createTestDb, testDbKinds } from '../testing';
import { migrateToLatest, migrations, pendingMigrations } from './index';

const user = (email: string) => ({
  email,
  password_hash: 'x',
  first_name: 'Иван',
  last_name: 'Петров',
});

describe.each(testDbKinds())('migrations on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle?.close());

  it('are all applied, and a second run applies nothing', async () => {
    expect(await pendingMigrations(handle.db)).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const meta = await handle.db.selectFrom('catalog_meta').selectAll().execute();
    expect(meta).toHaveLength(1);
    expect(meta[0]?.last_updated).toBeInstanceOf(Date);
  });

  it('load pg_trgm', async () => {
    const { rows } = await sql<{ s: number }>`select similarity('поршень', 'поршни') as s`.execute(handle.db);
    expect(rows[0]?.s).toBeGreaterThan(0);
  });

  it('list a new migration as pending and fail loudly, naming it', async () => {
    const set: typeof migrations = {
      ...migrations,
      // Uses the migration's own connection: on PGlite, `handle.db` would hang.
      '2099_01_01_0001_broken': {
        up: async (db) => void (await sql`select * from no_such_table`.execute(db)),
      },
    };
    expect(await pendingMigrations(handle.db, set)).toEqual(['2099_01_01_0001_broken']);
    await expect(migrateToLatest(handle.db, set)).rejects.toThrow(
      /^Migration "2099_01_01_0001_broken" failed: .*no_such_table/,
    );
    expect(await pendingMigrations(handle.db, set)).toEqual(['2099_01_01_0001_broken']);
  });

  it('refuse negative stock', async () => {
    await handle.db.insertInto('categories').values({ id: 'engine', name: 'Двигатель' }).execute();
    const part = {
      name: 'Свеча зажигания',
      category_id: 'engine',
      part_number: 'MP-00001',
      brand: 'MotoPart B2B',
      price: 15000,
      retail_price: null,
    };
    await expect(
      handle.db
        .insertInto('parts')
        .values({ ...part, availability: -1 })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    const { id } = await handle.db
      .insertInto('parts')
      .values({ ...part, availability: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .updateTable('parts')
        .set((eb) => ({ availability: eb('availability', '-', 2) }))
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('keep the catalogue size in catalog_meta through inserts, deletes and truncate', async () => {
    const size = async () =>
      (await handle.db.selectFrom('catalog_meta').select('part_count').executeTakeFirstOrThrow()).part_count;
    const counted = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from parts`.execute(handle.db)).rows[0]?.n);
    await handle.db
      .insertInto('categories')
      .values({ id: 'counted', name: 'Счёт' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const before = await counted();
    expect(await size()).toBe(before);
    const rows = ['C-1', 'C-2', 'C-3'].map((part_number) => ({
      name: 'Шайба',
      category_id: 'counted',
      part_number,
      brand: 'MotoPart B2B',
      price: 100,
      retail_price: null,
    }));
    await handle.db.insertInto('parts').values(rows).execute();
    expect(await size()).toBe(before + 3);
    await handle.db.deleteFrom('parts').where('part_number', 'in', ['C-1', 'C-2']).execute();
    expect(await size()).toBe(before + 1);
    await sql`truncate parts cascade`.execute(handle.db);
    expect(await size()).toBe(0);
    expect(await counted()).toBe(0);
  });

  it('refuse a duplicate email in another case', async () => {
    await handle.db.insertInto('users').values(user('Ivan@Example.ru')).execute();
    await expect(handle.db.insertInto('users').values(user('ivan@example.RU')).execute()).rejects.toThrow(
      /users_email_lower_uq/,
    );
  });

  it('give users sensible defaults', async () => {
    const row = await handle.db
      .insertInto('users')
      .values(user('new@example.ru'))
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'user', email_verified: 0, phone: '', company: null });
    expect(row.created_at).toBeInstanceOf(Date);
  });
});
