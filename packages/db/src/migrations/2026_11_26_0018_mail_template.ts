// A mail whose body the outbox worker renders when it sends it (issue 21): the
// template's name and data, stored instead of the HTML and text, so placing an
// order no longer renders two mails on the server's thread. Null: the row holds
// its rendered body.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox add column template jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop column if exists template`.execute(db);
}
