// Two instances started at the same moment on one empty database: both come
// up, the schema is migrated once, the demo is seeded once, and the admin
// they both ensure exists once.
import { sql } from '@shop/db';
import { expect } from '../harness';
import type { ClusterContext } from '../context';

export async function checkConcurrentStart(ctx: ClusterContext): Promise<string> {
  const { db } = ctx.database;
  const migrations = await sql<{ name: string; n: number }>`
    select name, count(*)::int as n from kysely_migration group by name`.execute(db);
  expect(migrations.rows.length > 0, 'no migrations recorded');
  expect(
    migrations.rows.every((row) => row.n === 1),
    'a migration is recorded twice',
  );
  const parts = await db
    .selectFrom('parts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(parts.n === 5200, `expected the demo catalogue once (5200 parts), found ${parts.n}`);
  const admins = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', ctx.admin.email))
    .executeTakeFirstOrThrow();
  expect(admins.n === 1, `expected one ADMIN_EMAIL account, found ${admins.n}`);
  return `both instances ready in ${(ctx.startupMs / 1000).toFixed(1)} s; ${migrations.rows.length} migrations applied once, 5200 parts seeded once, one admin`;
}
