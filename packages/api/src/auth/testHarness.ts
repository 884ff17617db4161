// Shared set-up of the account tests: a migrated database, deps, and callers
// acting as a visitor, a session, or a given address.
import type { DbHandle } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { DbKind } from '@shop/db';
import { createContextInner, type AppDeps } from '../context';
import { createCaller } from '../root';
import { createLucia } from './lucia';
import { ensureActiveUser } from './ensureUser';
import { createTemporaryFileStore } from '@shop/storage/testing';

export interface Harness {
  handle: DbHandle;
  deps: AppDeps;
  caller: (options?: {
    sessionToken?: string | null;
    ip?: string;
  }) => Promise<ReturnType<typeof createCaller>>;
  /** An active user and a session token for them. */
  signedIn: (role: 'user' | 'admin', email: string) => Promise<{ id: number; token: string }>;
  mailsTo: (to: string) => Promise<{ kind: string; subject: string; text_body: string }[]>;
}

export async function createHarness(kind: DbKind): Promise<Harness> {
  const handle = await createTestDb(kind);
  const deps: AppDeps = {
    db: handle.db,
    lucia: createLucia(handle.db, { secureCookies: false }),
    config: {
      publicUrl: 'http://shop.test',
      mailFrom: 'shop@test.local',
      adminNotifyEmail: 'manager@test.local',
    },
    files: createTemporaryFileStore(),
  };
  return {
    handle,
    deps,
    caller: async (options = {}) => createCaller(await createContextInner(deps, options)),
    signedIn: async (role, email) => {
      const id = await ensureActiveUser(handle.db, {
        email,
        password: 'secret123',
        role,
        firstName: 'Анна',
        lastName: 'Иванова',
        phone: '79180000000',
      });
      return { id, token: (await deps.lucia.createSession(id, {})).id };
    },
    mailsTo: (to) =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['kind', 'subject', 'text_body'])
        .where('to_address', '=', to)
        .orderBy('id')
        .execute(),
  };
}

export const registration = (email: string) => ({
  first_name: 'Петр',
  last_name: 'Сидоров',
  email,
  password: 'parol123',
  company: 'ООО «Мотор»',
  phone: '+7(918)555-44-33',
  personal_data_consent: true as const,
});
