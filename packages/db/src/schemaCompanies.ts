// Table types of migration 0010: buyers' payers (company details) and the
// shop's settings (one row of JSON, validated by @shop/schemas on write).
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DefaultTimestamp } from './schemaTimestamps';

/** A buyer's company (migration 0031): its members share orders, payers, lists and terms. */
export interface CompaniesTable {
  id: GeneratedAlways<number>;
  name: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type CompanyRole = 'admin' | 'buyer' | 'viewer';

export interface PayersTable {
  id: GeneratedAlways<number>;
  user_id: number;
  /** The author's company when written (set by a trigger when omitted). */
  company_id: Generated<number>;
  kind: 'company' | 'entrepreneur';
  name: string;
  inn: string;
  /** '' for an ИП. */
  kpp: string;
  /** ОГРН (13 digits) or ОГРНИП (15). */
  ogrn: string;
  legal_address: string;
  bank_name: string;
  bik: string;
  account: string;
  corr_account: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** jsonb: read as the parsed value (both drivers), written as its JSON text. */
type Json = ColumnType<unknown, string, string>;

export interface ShopSettingsTable {
  /** Always 1. */
  id: number;
  value: Json;
  updated_at: DefaultTimestamp;
}

/** An order's captured payer: the details as they were when the order was placed. */
export type OrderPayerJson = ColumnType<unknown, string | null, string | null>;

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** An order over a Закупщик's monthly limit, waiting for a company administrator (migration 0032). */
export interface OrderApprovalsTable {
  id: GeneratedAlways<number>;
  company_id: number;
  requester_id: number;
  status: Generated<ApprovalStatus>;
  /** The order's input as the requester sent it (cart, payer, delivery, comment). */
  order_input: Json;
  /** Kopecks, as priced when the request was made. */
  total_price: ColumnType<number, number, number>;
  idempotency_key: string;
  order_id: number | null;
  decided_by: number | null;
  comment: string | null;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
