// Table types of catalogue administration (migration 0011): cross numbers,
// analogue links, the audit log and price-list imports.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './schemaTimestamps';

/** Another number a part is known by (OEM number, another maker's article). */
export interface PartCrossNumbersTable {
  id: GeneratedAlways<number>;
  part_id: number;
  number: string;
  /** Letters and digits only, lower case, like parts.article_key. */
  number_key: GeneratedAlways<string>;
  created_at: DefaultTimestamp;
}

/** Analogue links, stored both ways. */
export interface PartAnaloguesTable {
  part_id: number;
  analogue_id: number;
  created_at: DefaultTimestamp;
}

/** jsonb: written as a JSON string, read back parsed. */
type Json = ColumnType<unknown, string | null, string | null>;

/** Who changed what and when, with the values before and after. */
export interface AuditLogTable {
  id: GeneratedAlways<number>;
  actor_id: number | null;
  /** 'part', 'category' or 'price_import'. */
  entity: string;
  entity_id: string;
  action: string;
  before: Json | null;
  after: Json | null;
  created_at: DefaultTimestamp;
}

export type PriceImportStatus = 'preview' | 'applied' | 'failed';

export interface PriceImportsTable {
  id: GeneratedAlways<number>;
  actor_id: number | null;
  file_name: string;
  /** Rows from before the file store (migration 0027); null since. */
  file_data: Buffer | null;
  /** The uploaded file's key in the shop's file store (`price-lists/…`). */
  file_key: string | null;
  mapping: Json;
  archive_missing: Generated<boolean>;
  status: Generated<PriceImportStatus>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  unchanged_count: Generated<number>;
  rejected_count: Generated<number>;
  archived_count: Generated<number>;
  created_at: DefaultTimestamp;
  applied_at: Timestamp | null;
  /** sha256 of the previewed plan; 'Применить' refuses when the plan it makes differs. */
  plan_digest: string | null;
  /** The parts this import put in the archive ('Вернуть из архива' restores exactly these). */
  archived_part_ids: Generated<number[]>;
  archive_restored_at: Timestamp | null;
}
