// Migration 0031: every account ends up in a company, existing ones as the
// administrator of their own, and rows they wrote follow them into it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../createDb';
import { createTestDb, testDbKinds } from '../testing';
import * as companies from './2026_11_26_0031_companies';
import * as approvals from './2026_11_26_0032_order_approvals';

const user = (email: string, company: string | null, firstName = 'Иван') => ({
  email,
  password_hash: 'x',
  first_name: firstName,
  last_name: 'Петров',
  company,
});

const companyOf = (handle: DbHandle, email: string) =>
  handle.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['c.id', 'c.name', 'u.company_role', 'u.monthly_limit'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();

describe.each(testDbKinds())('companies migration on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle?.close());

  it('makes each existing account the administrator of its own company, named from its company field', async () => {
    await approvals.down(handle.db);
    await companies.down(handle.db);
    await sql`insert into users (email, password_hash, first_name, last_name, company) values
      ('a@old.ru', 'x', 'Анна', 'Смирнова', 'ООО «Альфа»'),
      ('b@old.ru', 'x', 'Борис', 'Козлов', '  ')`.execute(handle.db);
    const { rows } = await sql<{ id: number }>`select id from users where email = 'a@old.ru'`.execute(
      handle.db,
    );
    await sql`insert into saved_lists (user_id, name) values (${rows[0]!.id}, 'Старый список')`.execute(
      handle.db,
    );
    await companies.up(handle.db);
    await approvals.up(handle.db);

    const alpha = await companyOf(handle, 'a@old.ru');
    const boris = await companyOf(handle, 'b@old.ru');
    expect(alpha).toMatchObject({ name: 'ООО «Альфа»', company_role: 'admin', monthly_limit: null });
    expect(boris).toMatchObject({ name: 'Борис Козлов', company_role: 'admin' });
    expect(alpha.id).not.toBe(boris.id);
    const list = await handle.db.selectFrom('saved_lists').select('company_id').executeTakeFirstOrThrow();
    expect(list.company_id).toBe(alpha.id);
  });

  it('gives an account inserted without a company its own, as administrator', async () => {
    await handle.db.insertInto('users').values(user('new@co.ru', 'ИП Новиков')).execute();
    await handle.db
      .insertInto('users')
      .values(user('nameless@co.ru', null, 'Пётр'))
      .execute();
    expect(await companyOf(handle, 'new@co.ru')).toMatchObject({ name: 'ИП Новиков', company_role: 'admin' });
    expect(await companyOf(handle, 'nameless@co.ru')).toMatchObject({ name: 'Пётр Петров' });
  });

  it('keeps an invited colleague in the company and role given', async () => {
    const { id: companyId } = await companyOf(handle, 'new@co.ru');
    await handle.db
      .insertInto('users')
      .values({ ...user('colleague@co.ru', null), company_id: companyId, company_role: 'viewer' })
      .execute();
    expect(await companyOf(handle, 'colleague@co.ru')).toMatchObject({
      id: companyId,
      company_role: 'viewer',
    });
  });

  it('refuses an unknown role and a negative limit', async () => {
    await expect(
      handle.db
        .updateTable('users')
        .set({ company_role: 'owner' as never })
        .where('email', '=', 'new@co.ru')
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(
      handle.db.updateTable('users').set({ monthly_limit: -1 }).where('email', '=', 'new@co.ru').execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
