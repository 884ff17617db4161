// Sessions follow Lucia v3. The session id doubles as the bearer token for
// REST clients; the web client only ever sees it as an httpOnly cookie.
import { Lucia, TimeSpan } from 'lucia';
import type { Kysely } from 'kysely';
import type { CompanyRole, Database } from '@shop/db';
import { KyselySessionAdapter, type SessionUserAttributes } from './sessionAdapter';

export const SESSION_COOKIE = 'shop_session';

export function createLucia(db: Kysely<Database>, options: { secureCookies: boolean }) {
  return new Lucia(new KyselySessionAdapter(db), {
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: { name: SESSION_COOKIE, attributes: { secure: options.secureCookies, sameSite: 'lax' } },
    getUserAttributes: (row: SessionUserAttributes) => ({
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      company: row.company,
      role: row.role,
      emailVerified: row.email_verified,
      companyId: row.company_id,
      companyRole: row.company_role,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    UserId: number;
    DatabaseUserAttributes: SessionUserAttributes;
  }
}

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string | null;
  role: 'user' | 'admin';
  emailVerified: number;
  /** The buyer's company (issue 34) and the role in it. */
  companyId: number;
  companyRole: CompanyRole;
}
