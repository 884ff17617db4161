// Table types of the 1C exchange (migration 0028).
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './schemaTimestamps';

export type Exchange1cType = 'catalog' | 'sale';
export type Exchange1cFileState = 'uploaded' | 'running' | 'done' | 'failed';

/** One exchange: from 1C's checkauth until its cookie expires; also the admins' log. */
export interface Exchange1cExchangesTable {
  id: GeneratedAlways<number>;
  /** sha256 of the cookie's value; the value itself is only ever in 1C's hands. */
  token_hash: string;
  type: Exchange1cType;
  started_at: DefaultTimestamp;
  expires_at: Timestamp;
  /** The names of the files 1C sent, in order. */
  files: Generated<string[]>;
  created: Generated<number>;
  updated: Generated<number>;
  archived: Generated<number>;
  orders_exported: Generated<number>;
  /** The last failure's reason; null when none. */
  error: string | null;
  /** The orders the last `mode=query` listed: `mode=success` marks exactly these exported. */
  queried_order_ids: Generated<number[]>;
}

/** A file of an exchange: its pieces are in the file store under exchange-1c/<exchange>/<file id>/. */
export interface Exchange1cFilesTable {
  id: GeneratedAlways<number>;
  exchange_id: number;
  /** The name 1C gave it (checked: no `..`, no leading `/`), or its path inside an unpacked zip. */
  name: string;
  /** Each piece's size, in the order they were appended (bigint, read as strings by pg). */
  piece_bytes: ColumnType<Array<string | number>, Array<number> | undefined, Array<number>>;
  state: Generated<Exchange1cFileState>;
  /** While `running`: the instance doing the import holds it until then (the database's clock). */
  lease_until: Timestamp | null;
  /** Why the import failed, in Russian. */
  reason: string | null;
  created_at: DefaultTimestamp;
}
