// Kysely table types. Column names stay snake_case as in the database;
// mapping to the API's camelCase happens in the server, not here.
import type {
  CompaniesTable,
  CompanyRole,
  OrderApprovalsTable,
  PayersTable,
  ShopSettingsTable,
} from './schemaCompanies';
import type { Exchange1cExchangesTable, Exchange1cFilesTable } from './schemaExchange1c';
import type {
  OrderItemsTable,
  OrdersTable,
  OrderStatusHistoryTable,
  SavedListItemsTable,
  SavedListsTable,
} from './schemaOrders';
import type {
  AuditLogTable,
  PartAnaloguesTable,
  PartCrossNumbersTable,
  PriceImportsTable,
} from './schemaCatalogAdmin';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

import type { DefaultTimestamp, Timestamp } from './schemaTimestamps';

export type { DefaultTimestamp, Timestamp } from './schemaTimestamps';

export type UserRole = 'user' | 'admin';
/** 0 = awaiting activation or blocked (status_changed_at tells which), 1 = active. */
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
  /** Percent off every price (0-15), set by an admin; null: from the shop's turnover tiers. */
  discount_percent: number | null;
  /** Deferred payment (отсрочка) in days, shown on invoices as the due date. */
  payment_delay_days: Generated<number>;
  /** When an admin last activated or blocked the account; null: never (a new sign-up waits). */
  status_changed_at: Timestamp | null;
  /** Migration 0031: omitted on insert, a trigger gives the account its own company (as its admin). */
  company_id: Generated<number>;
  company_role: Generated<CompanyRole>;
  /** Kopecks a Закупщик may order per calendar month (Moscow time); null: no limit. */
  monthly_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when a company administrator removed the member: login then says so. */
  removed_from_company_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** Archived categories are hidden from buyers (migration 0011). */
  archived_at: Timestamp | null;
  updated_at: DefaultTimestamp;
  /** The group's Ид in 1C (migration 0028); null for categories made in the shop. */
  onec_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Kept by triggers on part_images (catalogue sort order). */
  has_image: Generated<boolean>;
  /** Lower-cased name, article and description with ё folded to е, for search. */
  search_text: GeneratedAlways<string>;
  /** The article in lower case with only letters and digits: 5ML-E4450-00 -> 5mle445000. */
  article_key: GeneratedAlways<string>;
  /** 0 in stock with an image, 1 in stock without, 2 the rest (home order). */
  home_rank: GeneratedAlways<number>;
  /** Set when an admin archived the part: hidden from buyers, kept for old orders. */
  archived_at: Timestamp | null;
  /** The admin's "new" flag, beside the 7-day window. */
  marked_new: Generated<boolean>;
  /** The cross numbers separated by spaces, kept by triggers on part_cross_numbers. */
  cross_text: Generated<string>;
  /** The brand with only lower-case letters and digits: Sheng-E -> shenge. */
  brand_key: GeneratedAlways<string>;
  /** The product's Ид in 1C (migration 0028); null for parts 1C never sent. */
  onec_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The 1C exchange that last listed the part (a full catalogue archives the ones it did not). */
  onec_seen_exchange: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PartImagesTable {
  id: GeneratedAlways<number>;
  part_id: number;
  url: string;
  position: number;
  /** Uploaded photos: the renditions' name under DATA_DIR/photos; null for seed images. */
  file_key: string | null;
  created_at: DefaultTimestamp;
}

export interface CatalogMetaTable {
  /** Always 1: a single-row table. */
  id: number;
  last_updated: DefaultTimestamp;
  /** Number of parts, kept by triggers on parts (migration 0007). */
  part_count: Generated<number>;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Transactional outbox: rows are never deleted; 'failed' stays visible to admins. */
export interface MailOutboxTable {
  id: GeneratedAlways<number>;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  reply_to: string | null;
  /** What caused the mail, e.g. 'password_reset'. */
  kind: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  /** End of a sender's claim; null when nobody holds the row. */
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** jsonb, migration 0010: files the mail carries; null for none. */
  attachments: ColumnType<unknown, string | null | undefined, string | null>;
  /** jsonb, migration 0017: the template the worker renders the body from; null when html/text hold it. */
  template: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Single-use reset links; only the SHA-256 of the token is stored. */
export interface PasswordResetTokensTable {
  id: GeneratedAlways<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** Fixed-window rate-limit counters shared by all server instances. */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
}

/** A message from the contact form, kept even when its mail cannot be sent yet. */
export interface ContactMessagesTable {
  id: GeneratedAlways<number>;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  source: Generated<'form' | 'api'>;
  ip: Generated<string>;
  mail_id: number | null;
  created_at: DefaultTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  parts: PartsTable;
  part_images: PartImagesTable;
  catalog_meta: CatalogMetaTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  saved_lists: SavedListsTable;
  saved_list_items: SavedListItemsTable;
  contact_messages: ContactMessagesTable;
  payers: PayersTable;
  companies: CompaniesTable;
  order_approvals: OrderApprovalsTable;
  shop_settings: ShopSettingsTable;
  part_cross_numbers: PartCrossNumbersTable;
  part_analogues: PartAnaloguesTable;
  audit_log: AuditLogTable;
  price_imports: PriceImportsTable;
  exchange_1c_exchanges: Exchange1cExchangesTable;
  exchange_1c_files: Exchange1cFilesTable;
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
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutbox = Insertable<MailOutboxTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
