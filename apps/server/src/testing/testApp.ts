// A real app over an isolated, migrated test database (PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), driven with `inject`.
import type { DbKind } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import { createLucia, type AppDeps } from '@shop/api';
import { buildApp } from '../app';

export async function createTestApp(kind: DbKind, options: { webDist?: string; publicUrl?: string } = {}) {
  const testDb = await createTestDb(kind);
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const deps: AppDeps = {
    db: testDb.db,
    lucia: createLucia(testDb.db, { secureCookies: publicUrl.startsWith('https://') }),
    config: {
      publicUrl,
      mailFrom: 'shop@test.local',
      adminNotifyEmail: 'manager@test.local',
    },
  };
  const app = await buildApp({ deps, webDist: options.webDist ?? '/nonexistent' });
  return {
    app,
    deps,
    db: testDb.db,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}
