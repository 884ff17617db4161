// The first admin is ensured by every server instance at start; several
// instances start together, so this must be safe to run concurrently.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds } from '@shop/db/testing';
import type { DbHandle } from '@shop/db';
import { ensureActiveUser } from './ensureUser';
import { verifyPassword } from './password';

const admin = {
  email: 'Boss@Example.ru',
  password: 'first-secret',
  role: 'admin',
  firstName: 'Анна',
  lastName: 'Иванова',
} as const;

describe.each(testDbKinds())('ensureActiveUser on %s', (kind) => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('two instances ensuring the same admin at once get one account', async () => {
    handle = await createTestDb(kind);
    const ids = await Promise.all([
      ensureActiveUser(handle.db, admin),
      ensureActiveUser(handle.db, { ...admin, email: 'boss@example.ru ' }),
    ]);
    expect(ids[0]).toBe(ids[1]);
    const rows = await handle.db.selectFrom('users').select(['email', 'role', 'email_verified']).execute();
    expect(rows).toEqual([{ email: 'boss@example.ru', role: 'admin', email_verified: 1 }]);
  });

  it('re-activates an existing account with the new password and role', async () => {
    handle = await createTestDb(kind);
    const id = await ensureActiveUser(handle.db, { ...admin, role: 'user' });
    await handle.db.updateTable('users').set({ email_verified: 0 }).where('id', '=', id).execute();
    expect(await ensureActiveUser(handle.db, { ...admin, password: 'second-secret' })).toBe(id);
    const row = await handle.db
      .selectFrom('users')
      .select(['role', 'email_verified', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', email_verified: 1 });
    expect(await verifyPassword(row.password_hash, 'second-secret')).toBe(true);
  });
});
