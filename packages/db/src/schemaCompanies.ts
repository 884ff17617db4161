// Table types of migration 0010: buyers' payers (company details) and the
// shop's settings (one row of JSON, validated by @shop/schemas on write).
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { DefaultTimestamp } from './schema';

export interface PayersTable {
  id: GeneratedAlways<number>;
  user_id: number;
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
