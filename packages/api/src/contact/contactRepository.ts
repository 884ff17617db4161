// Storage of contact-form messages. Takes `db` or `trx` first, so the service
// decides the transaction.
import type { Database, Kysely, Transaction } from '@shop/db';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  phone: string | null;
  company: string | null;
  source: 'form' | 'api';
  ip: string;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkContactMail(db: Db, messageId: number, mailId: number): Promise<void> {
  await db.updateTable('contact_messages').set({ mail_id: mailId }).where('id', '=', messageId).execute();
}
