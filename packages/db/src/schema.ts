// Kysely table types. Column names stay snake_case as in the database;
// mapping to the API's camelCase happens in the server, not here.
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date (both drivers), written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a `default now()`: optional on insert. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserRole = 'user' | 'admin';
/** 0 = awaiting activation or blocked, 1 = active. */
export type EmailVerified = 0 | 1;

export interface UsersTable {
  id: GeneratedAlways<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** Digits only, starting with 7; '' when unknown. */
  phone: Generated<string>;
  company: string | null;
  role: Generated<UserRole>;
  email_verified: Generated<EmailVerified>;
  personal_data_consent_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

export interface CategoriesTable {
  /** Slug, e.g. 'engine'. */
  id: string;
  name: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface PartsTable {
  id: GeneratedAlways<number>;
  name: string;
  category_id: string;
  part_number: string;
  brand: string;
  /** Kopecks. */
  price: number;
  /** Recommended retail price in kopecks; shown crossed out when above price. */
  retail_price: number | null;
  /** Units in stock; the database refuses negatives. */
  availability: Generated<number>;
  description: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PartImagesTable {
  id: GeneratedAlways<number>;
  part_id: number;
  url: string;
  position: number;
  created_at: DefaultTimestamp;
}

export interface CatalogMetaTable {
  /** Always 1: a single-row table. */
  id: number;
  last_updated: DefaultTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  parts: PartsTable;
  part_images: PartImagesTable;
  catalog_meta: CatalogMetaTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type PartRow = Selectable<PartsTable>;
export type NewPart = Insertable<PartsTable>;
export type PartUpdate = Updateable<PartsTable>;
export type PartImageRow = Selectable<PartImagesTable>;
export type NewPartImage = Insertable<PartImagesTable>;
export type CatalogMetaRow = Selectable<CatalogMetaTable>;
