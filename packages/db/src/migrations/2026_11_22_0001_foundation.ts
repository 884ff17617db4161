// Foundation schema: accounts, sessions and the catalogue.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they must not depend on the current
// Database type, which describes the schema *after* all migrations.
/* eslint-disable @typescript-eslint/no-explicit-any */

const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  // Catalogue search uses trigram indexes (later migrations).
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('email_verified', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`email_verified in (0, 1)`),
    )
    .addColumn('personal_data_consent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Case-insensitive uniqueness: Ivan@Mail.ru and ivan@mail.ru are one account.
  await db.schema
    .createIndex('users_email_lower_uq')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('parts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('part_number', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    // Money is integer kopecks.
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('retail_price', 'integer', (c) => c.check(sql`retail_price >= 0`))
    // The last line of defence against overselling: stock never goes negative.
    .addColumn('availability', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`availability >= 0`),
    )
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  for (const column of ['category_id', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`parts_${column}_idx`).on('parts').column(column).execute();
  }

  await db.schema
    .createTable('part_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('part_id', 'integer', (c) => c.notNull().references('parts.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('part_images_part_position_uq', ['part_id', 'position'])
    .execute();

  await db.schema
    .createTable('catalog_meta')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.insertInto('catalog_meta').values({ id: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['catalog_meta', 'part_images', 'parts', 'categories', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
