// Transactional mail outbox: a mail is written in the same transaction as the
// event that caused it, and a worker delivers it with retries (never deletes).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen in time: migrations must not depend on the current Database type.
/* eslint-disable @typescript-eslint/no-explicit-any */

const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    // What caused the mail ('password_reset', …): lets admins judge a failure.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('max_attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(6)
        .check(sql`max_attempts >= 1`),
    )
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // A claim's lease: a crashed sender's rows become due again when it ends.
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The worker's poll: due rows by status and time.
  await db.schema
    .createIndex('mail_outbox_status_next_attempt_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
