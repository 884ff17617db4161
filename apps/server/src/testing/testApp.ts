// A real app over an isolated, migrated test database (PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), driven with `inject`.
import { randomUUID } from 'node:crypto';
import type { DbKind } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import { createLucia, ensureActiveUser, type AppDeps } from '@shop/api';
import type { FileStore } from '@shop/storage';
import { createTemporaryFileStore } from '@shop/storage/testing';
import { buildApp, type BuildAppOptions } from '../app';
import { checkResponsesAgainstDocument } from './documentedResponses';

export interface TestAppOptions extends Pick<
  BuildAppOptions,
  'log' | 'trustProxy' | 'metricsToken' | 'exchange1c'
> {
  webDist?: string;
  publicUrl?: string;
  /** A temporary local folder unless given. */
  files?: FileStore;
  photoPublicUrl?: string;
}

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}) {
  const testDb = await createTestDb(kind);
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const deps: AppDeps = {
    db: testDb.db,
    lucia: createLucia(testDb.db, { secureCookies: publicUrl.startsWith('https://') }),
    config: {
      publicUrl,
      mailFrom: 'shop@test.local',
      adminNotifyEmail: 'manager@test.local',
      photoPublicUrl: options.photoPublicUrl,
      exchange1cEnabled: options.exchange1c !== undefined,
    },
    files: options.files ?? createTemporaryFileStore(),
  };
  let responses: ReturnType<typeof checkResponsesAgainstDocument> | undefined;
  const app = await buildApp({
    ...options,
    deps,
    webDist: options.webDist ?? '/nonexistent',
    beforeRoutes: (bare) => {
      responses = checkResponsesAgainstDocument(bare);
    },
  });

  /** A new active account and the bearer header of its session (password 'secret123'). */
  const bearer = async (role: 'user' | 'admin' = 'user') => {
    const id = await ensureActiveUser(testDb.db, {
      email: `${role}-${randomUUID().slice(0, 8)}@example.ru`,
      password: 'secret123',
      role,
      firstName: 'Иван',
      lastName: 'Петров',
    });
    return { authorization: `Bearer ${(await deps.lucia.createSession(id, {})).id}` };
  };

  return {
    app,
    deps,
    db: testDb.db,
    bearer,
    /** /api answers so far that do not match /api/openapi.json. */
    undocumentedResponses: () => responses?.mismatches() ?? [],
    /** Fails if any /api answer did not match the document. */
    close: async () => {
      await app.close();
      await testDb.close();
      const mismatches = responses?.mismatches() ?? [];
      if (mismatches.length > 0)
        throw new Error(`/api answers that do not match /api/openapi.json:\n${mismatches.join('\n')}`);
    },
  };
}
