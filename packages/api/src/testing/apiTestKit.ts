// What API tests need: an isolated migrated database, the app's deps, and
// callers signed in as a fresh visitor, buyer or admin.
import { randomUUID } from 'node:crypto';
import type { DbKind } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import { ensureActiveUser } from '../auth/ensureUser';
import { createLucia } from '../auth/lucia';
import { createContextInner, type AppDeps } from '../context';
import { createCaller } from '../root';
import { createTemporaryFileStore } from '@shop/storage/testing';

export interface TestPart {
  price?: number;
  availability?: number;
  name?: string;
}

export async function createApiTestKit(kind: DbKind) {
  const handle = await createTestDb(kind);
  const deps: AppDeps = {
    db: handle.db,
    lucia: createLucia(handle.db, { secureCookies: false }),
    config: {
      publicUrl: 'http://localhost:3000',
      mailFrom: 'shop@test.local',
      adminNotifyEmail: 'manager@test.local',
    },
    files: createTemporaryFileStore(),
  };
  await handle.db
    .insertInto('categories')
    .values({ id: 'engine', name: 'Двигатель' })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const callerFor = async (sessionToken: string | null = null) =>
    createCaller(await createContextInner(deps, { sessionToken }));

  /** A new active account with its own session; the password is 'secret123'. */
  const signIn = async (
    role: 'user' | 'admin' = 'user',
    profile: { company?: string; firstName?: string } = {},
  ) => {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.ru`;
    const userId = await ensureActiveUser(handle.db, {
      email,
      password: 'secret123',
      role,
      firstName: profile.firstName ?? 'Иван',
      lastName: 'Петров',
      phone: '79181234567',
      company: profile.company ?? 'ООО «Скутер»',
    });
    const token = (await deps.lucia.createSession(userId, {})).id;
    return { userId, email, token, caller: await callerFor(token) };
  };

  /** Adds a part; price in kopecks. */
  const addPart = async (part: TestPart = {}) => {
    const row = await handle.db
      .insertInto('parts')
      .values({
        name: part.name ?? 'Свеча зажигания',
        category_id: 'engine',
        part_number: `T-${randomUUID().slice(0, 12)}`,
        brand: 'Yamaha',
        price: part.price ?? 15_000,
        retail_price: null,
        availability: part.availability ?? 10,
      })
      .returning(['id', 'part_number'])
      .executeTakeFirstOrThrow();
    return row;
  };

  const stockOf = async (partId: number) =>
    (
      await handle.db
        .selectFrom('parts')
        .select('availability')
        .where('id', '=', partId)
        .executeTakeFirstOrThrow()
    ).availability;

  return { db: handle.db, deps, callerFor, signIn, addPart, stockOf, close: () => handle.close() };
}

export type ApiTestKit = Awaited<ReturnType<typeof createApiTestKit>>;
