// Messages from the contact form. Stored before the mail is queued, so a
// message survives a mail outage and can always be found by a manager.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen in time: migrations must not depend on the current Database type.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    // 'form' (the web page) or 'api' (POST /api/send-email): helps tell old clients apart.
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('form')
        .check(sql`source in ('form', 'api')`),
    )
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    // The outbox row that carries this message to the shop.
    .addColumn('mail_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
