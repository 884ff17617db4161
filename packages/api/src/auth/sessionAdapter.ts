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

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const session = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!session) return [null, null];
    const user = await this.db
      .selectFrom('users')
      .select(userColumns)
      .where('id', '=', session.user_id)
      .executeTakeFirst();
    if (!user) return [null, null];
    const { id, ...attributes } = user;
    return [
      { id: session.id, userId: session.user_id, expiresAt: session.expires_at, attributes: {} },
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
