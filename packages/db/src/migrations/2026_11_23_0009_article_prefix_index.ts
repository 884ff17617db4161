// Quick order (issue 17): "5GH-E4451" typed for "5GH-E4451-00" finds the
// articles that start with it. A byte-order index on the normalised article
// serves that range for any database collation (the plain index follows the
// collation, where a prefix is not always one contiguous range).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index parts_article_key_prefix_idx on parts (article_key text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists parts_article_key_prefix_idx`.execute(db);
}
