// Lucia's storage on our own Kysely tables, so PGlite and PostgreSQL both work.
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';

const userColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'company',
  'role',
  'email_verified',
] as const;

export interface SessionUserAttributes {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  role: 'user' | 'admin';
  email_verified: number;
}

export class KyselySessionAdapter implements Adapter {
  constructor(private readonly db: Kysely<Database>) {}

  /** One round trip per request: the session and its user in one query. */
  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id as session_id', 's.user_id', 's.expires_at'])
      .select(userColumns.map((column) => `u.${column}` as const))
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return [null, null];
    const { session_id, user_id, expires_at, id, ...attributes } = row;
    return [
      { id: session_id, userId: user_id, expiresAt: expires_at, attributes: {} },
      { id, attributes: attributes as SessionUserAttributes },
    ];
  }

  async getUserSessions(userId: number): Promise<DatabaseSession[]> {
    const rows = await this.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      expiresAt: row.expires_at,
      attributes: {},
    }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt })
      .execute();
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
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
    await this.db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
  }
}
