// Makes sure an active account exists with the given credentials: used for the
// first admin (ADMIN_EMAIL / ADMIN_PASSWORD), the demo accounts and the CLI.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { hashPassword } from './password';

export interface EnsureUserInput {
  email: string;
  password: string;
  role: 'user' | 'admin';
  firstName: string;
  lastName: string;
  phone?: string;
  company?: string | null;
}

/**
 * Creates the account, or re-activates it with this password and role. Returns its id.
 * One upsert, not select-then-insert: several instances starting at once with
 * the same ADMIN_EMAIL must not collide on the unique lower(email) index.
 */
export async function ensureActiveUser(db: Kysely<Database>, input: EnsureUserInput): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone ?? '',
      company: input.company ?? null,
      role: input.role,
      email_verified: 1,
    })
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .doUpdateSet({ password_hash: passwordHash, role: input.role, email_verified: 1, updated_at: now }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
