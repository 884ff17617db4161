// Accounts: single-use password reset tokens and the shared rate-limit
// counters (login, registration, password reset, and any later caller).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen in time: migrations must not depend on the current Database type.
/* eslint-disable @typescript-eslint/no-explicit-any */

const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token: a leaked table cannot be used to reset passwords.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  // Fixed-window counters; one row per key and window, bumped by an atomic upsert.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limits_window_start_idx')
    .on('rate_limits')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
}
