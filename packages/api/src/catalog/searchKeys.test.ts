// Letters-and-digits keys (issue 32): the database's text_key() (migration
// 0030), the stored article, brand and cross-number keys and articleKey() of
// the API give the same key, and a brand or cross number with a space inside
// is found by that key, on new rows and on rows migration 0030 rewrote.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, migrations, type DbHandle, type DbKind } from '@shop/db';
import { createScratchPostgresDb, createTestDb, testDbKinds } from '@shop/db/testing';
import { articleKey } from './searchText';
import { searchParts } from './searchRepository';

const TRICKY = [
  'Liqui Moly',
  'LP 2764.38',
  '5GH-E4417-00',
  '23100-GW0-000',
  'MotoPart B2B',
  'Шэн-И Ёлка',
  'ЁЖИК ёж',
  'ab\tcd  ef',
  '№ 6203/2RS',
  '--',
  'Ä-ß 7',
  'x_y%z',
];

const found = async (db: DbHandle['db'], query: string) =>
  (await searchParts(db, { query, newOnly: false, sort: 'catalog', page: 1, pageSize: 50 })).rows.map(
    (row) => row.part_number,
  );

describe.each(testDbKinds())('[CATALOG] letters-and-digits keys on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    await handle.db.insertInto('categories').values({ id: 'oil', name: 'Масла' }).execute();
  });
  afterAll(() => handle?.close());

  it('are the same in the database and in the API, stored or computed', async () => {
    for (const [index, input] of TRICKY.entries()) {
      const { id } = await handle.db
        .insertInto('parts')
        .values({
          name: 'Ключ',
          category_id: 'oil',
          part_number: input,
          brand: input,
          price: 100,
          availability: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await handle.db.insertInto('part_cross_numbers').values({ part_id: id, number: input }).execute();
      const { rows } = await sql<{ fn: string; article: string; brand: string; cross: string }>`
        select text_key(${input}) as fn, p.article_key as article, p.brand_key as brand, c.number_key as cross
        from parts p join part_cross_numbers c on c.part_id = p.id where p.id = ${id}`.execute(handle.db);
      const key = articleKey(input);
      expect({ index, ...rows[0] }).toEqual({ index, fn: key, article: key, brand: key, cross: key });
    }
    await handle.db.deleteFrom('parts').execute();
  });

  it('fold the search text as the 66-letter list of migration 0030 did, on this database (migration 0033)', async () => {
    const list = [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё',
      'abcdefghijklmnopqrstuvwxyzабвгдеежзийклмнопрстуфхцчшщъыьэюяе',
    ];
    for (const [index, input] of TRICKY.entries()) {
      const { id } = await handle.db
        .insertInto('parts')
        .values({
          name: `Ёмкость ${input}`,
          category_id: 'oil',
          part_number: `F-${index}`,
          brand: input,
          description: `ЩУП ${input} для Ёлки`,
          price: 100,
          availability: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ stored: string; listed: string }>`
        select search_text as stored,
          lower(translate(name || ' ' || part_number || ' ' || description || ' ' || brand || ' ' || cross_text,
            ${list[0]}, ${list[1]})) || ' ' || text_key(brand) || ' ' || text_key_list(cross_text) as listed
        from parts where id = ${id}`.execute(handle.db);
      expect({ index, stored: rows[0]!.stored }).toEqual({ index, stored: rows[0]!.listed });
    }
    await handle.db.deleteFrom('parts').execute();
  });

  it('find a brand and a cross number with a space inside by their key', async () => {
    const add = async (partNumber: string, brand: string, crossNumbers: string[]) => {
      const { id } = await handle.db
        .insertInto('parts')
        .values({
          name: 'Масло моторное',
          category_id: 'oil',
          part_number: partNumber,
          brand,
          price: 900,
          availability: 4,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (crossNumbers.length > 0)
        await handle.db
          .insertInto('part_cross_numbers')
          .values(crossNumbers.map((number) => ({ part_id: id, number })))
          .execute();
    };
    await add('KEY-1', 'Liqui Moly', ['LP 2764.38', 'AB 12']);
    await add('KEY-2', 'Motul', ['CD 34']);
    expect(await found(handle.db, 'liquimoly')).toEqual(['KEY-1']);
    expect(await found(handle.db, 'Liqui Moly')).toEqual(['KEY-1']);
    expect(await found(handle.db, 'lp276438')).toEqual(['KEY-1']);
    expect(await found(handle.db, 'LP 2764.38')).toEqual(['KEY-1']);
    expect(await found(handle.db, 'ab12')).toEqual(['KEY-1']);
    expect(await found(handle.db, 'cd34')).toEqual(['KEY-2']);
    // Two numbers of one part are two keys, not one run across them.
    expect(await found(handle.db, '38ab')).toEqual([]);
  });
});

/** An empty database, not migrated. */
const emptyDb = (kind: DbKind): Promise<DbHandle> =>
  kind === 'postgres'
    ? createScratchPostgresDb(process.env.TEST_DATABASE_URL!)
    : createDb({ dataDir: ':memory:', inMemory: true });

describe.each(testDbKinds())('[CATALOG] migration 0030 on existing parts on %s', (kind) => {
  let handle: DbHandle | undefined;
  afterAll(() => handle?.close());

  it('rewrites the stored search text so existing parts are found by their keys', async () => {
    handle = await emptyDb(kind);
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < '2026_11_26_0030'),
    );
    await migrateToLatest(handle.db, before);
    await sql`insert into categories (id, name) values ('oil', 'Масла')`.execute(handle.db);
    await sql`
      insert into parts (name, category_id, part_number, brand, price, availability)
      values ('Масло', 'oil', 'OLD-1', 'Liqui Moly', 900, 2)`.execute(handle.db);
    await sql`
      insert into part_cross_numbers (part_id, number)
      select id, n from parts, unnest(array['LP 2764.38', 'AB 12']) n`.execute(handle.db);
    expect(await found(handle.db, 'lp276438')).toEqual([]);
    await migrateToLatest(handle.db);
    expect(await found(handle.db, 'lp276438')).toEqual(['OLD-1']);
    expect(await found(handle.db, 'liquimoly')).toEqual(['OLD-1']);
    expect(await found(handle.db, 'ab12')).toEqual(['OLD-1']);
  });
});
