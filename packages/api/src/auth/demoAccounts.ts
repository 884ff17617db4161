import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { ensureActiveUser, type EnsureUserInput } from './ensureUser';

/** The accounts of demo mode; their logins are printed at start. */
export const DEMO_ACCOUNTS: readonly EnsureUserInput[] = [
  {
    email: 'admin@scooter-parts.local',
    password: 'admin12345',
    role: 'admin',
    firstName: 'Анна',
    lastName: 'Администратова',
    phone: '79180000001',
    company: 'Запчасти для скутеров',
  },
  {
    email: 'buyer@scooter-parts.local',
    password: 'buyer12345',
    role: 'user',
    firstName: 'Иван',
    lastName: 'Покупателев',
    phone: '79180000002',
    company: 'ООО «СкутерСервис»',
  },
];

/** Demo accounts are created once; a later change of their password by a user is kept. */
export async function ensureDemoAccounts(db: Kysely<Database>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (!exists) await ensureActiveUser(db, account);
  }
}
