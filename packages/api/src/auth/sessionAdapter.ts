// Lucia's storage on our own Kysely tables, so PGlite and PostgreSQL both work.
//
// Expiry follows the database's clock, not each instance's: Lucia compares
// `expiresAt` with this process's clock, so a session is handed to it as
// "the time left, from this process's now", and an expiry Lucia sets is stored
// as "that much time from the database's now". Instances whose clocks
// disagree then agree on every session.
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { sql, type Kysely } from 'kysely';
import { dbNow, dbTimePlus, type CompanyRole, type Database } from '@shop/db';

/** Milliseconds a stored expiry is from the database's now. */
const msLeft = sql<number>`extract(epoch from s.expires_at - now()) * 1000`;
/** The same instant on this process's clock. */
const onOurClock = (msLeftThen: number) => new Date(Date.now() + Number(msLeftThen));
/** An expiry Lucia computed on our clock, as the database's clock plus the time left. */
const onDbClock = (expiresAt: Date) => dbTimePlus(expiresAt.getTime() - Date.now());

const userColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'company',
  'role',
  'email_verified',
  'company_id',
  'company_role',
] as const;

export interface SessionUserAttributes {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  role: 'user' | 'admin';
  email_verified: number;
  company_id: number;
  company_role: CompanyRole;
}

export class KyselySessionAdapter implements Adapter {
  constructor(private readonly db: Kysely<Database>) {}

  /** One round trip per request: the session and its user in one query. */
  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id as session_id', 's.user_id', msLeft.as('ms_left')])
      .select(userColumns.map((column) => `u.${column}` as const))
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return [null, null];
    const { session_id, user_id, ms_left, id, ...attributes } = row;
    return [
      { id: session_id, userId: user_id, expiresAt: onOurClock(ms_left), attributes: {} },
      { id, attributes: attributes as SessionUserAttributes },
    ];
  }

  async getUserSessions(userId: number): Promise<DatabaseSession[]> {
    const rows = await this.db
      .selectFrom('sessions as s')
      .select(['s.id', 's.user_id', msLeft.as('ms_left')])
      .where('s.user_id', '=', userId)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      expiresAt: onOurClock(row.ms_left),
      attributes: {},
    }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ id: session.id, user_id: session.userId, expires_at: onDbClock(session.expiresAt) })
      .execute();
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: onDbClock(expiresAt) })
      .where('id', '=', sessionId)
      .execute();
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  async deleteUserSessions(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', dbNow).execute();
  }
}
