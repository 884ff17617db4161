// Migrations are listed in code (not read from disk) so they work the same
// under tsx, vitest and a bundled server.
import { Migrator } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import * as m0001 from './2026_11_22_0001_foundation';
import * as m0002 from './2026_11_22_0002_mail_outbox';
import * as m0003 from './2026_11_22_0003_accounts';
import * as m0004 from './2026_11_22_0004_catalog_search';
import * as m0005 from './2026_11_22_0005_contact_messages';
import * as m0006 from './2026_11_22_0006_orders';
import * as m0007 from './2026_11_22_0007_catalog_browse_speed';
import * as m0008 from './2026_11_22_0008_catalog_version';
import * as m0009 from './2026_11_23_0009_article_prefix_index';
import * as m0010 from './2026_11_23_0010_companies_prices_documents';
import * as m0011 from './2026_11_23_0011_catalog_admin';
import * as m0012 from './2026_11_23_0012_dashboard_indexes';
import * as m0013 from './2026_11_23_0013_new_parts_index';
import * as m0016 from './2026_11_23_0016_account_review';
import * as m0017 from './2026_11_26_0017_search_key_index';
import * as m0018 from './2026_11_26_0018_mail_template';
import * as m0019 from './2026_11_26_0019_price_import_plan';
import * as m0026 from './2026_11_26_0026_order_first_opened';
import * as m0027 from './2026_11_26_0027_price_list_files';
import * as m0028 from './2026_11_26_0028_exchange_1c';
import * as m0029 from './2026_11_26_0029_cross_text_bulk';
import * as m0030 from './2026_11_26_0030_catalog_shape_and_keys';
import * as m0031 from './2026_11_26_0031_companies';
import * as m0032 from './2026_11_26_0032_order_approvals';
import * as m0033 from './2026_11_26_0033_fast_fold';
import * as m0034 from './2026_11_27_0034_punctuated_keys';
import * as m0035 from './2026_11_27_0035_archived_cover';
import * as m0036 from './2026_11_27_0036_covering_order_indexes';

// Migrations run against whatever schema exists, so they take Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Dated names sort chronologically; Kysely applies them in name order. */
export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_0001_foundation': m0001,
  '2026_11_22_0002_mail_outbox': m0002,
  '2026_11_22_0003_accounts': m0003,
  '2026_11_22_0004_catalog_search': m0004,
  '2026_11_22_0005_contact_messages': m0005,
  '2026_11_22_0006_orders': m0006,
  '2026_11_22_0007_catalog_browse_speed': m0007,
  '2026_11_22_0008_catalog_version': m0008,
  '2026_11_23_0009_article_prefix_index': m0009,
  '2026_11_23_0010_companies_prices_documents': m0010,
  '2026_11_23_0011_catalog_admin': m0011,
  '2026_11_23_0012_dashboard_indexes': m0012,
  '2026_11_23_0013_new_parts_index': m0013,
  '2026_11_23_0016_account_review': m0016,
  '2026_11_26_0017_search_key_index': m0017,
  '2026_11_26_0018_mail_template': m0018,
  '2026_11_26_0019_price_import_plan': m0019,
  '2026_11_26_0026_order_first_opened': m0026,
  '2026_11_26_0027_price_list_files': m0027,
  '2026_11_26_0028_exchange_1c': m0028,
  '2026_11_26_0029_cross_text_bulk': m0029,
  '2026_11_26_0030_catalog_shape_and_keys': m0030,
  '2026_11_26_0031_companies': m0031,
  '2026_11_26_0032_order_approvals': m0032,
  '2026_11_26_0033_fast_fold': m0033,
  '2026_11_27_0034_punctuated_keys': m0034,
  '2026_11_27_0035_archived_cover': m0035,
  '2026_11_27_0036_covering_order_indexes': m0036,
};

function migrator(db: AnyDb, set: Readonly<Record<string, Migration>>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...set }) } });
}

/**
 * Applies all pending migrations; returns the names applied now (empty when
 * up to date). Throws one Error naming the failed migration: the server must
 * not start on a half-migrated schema.
 */
export async function migrateToLatest(
  db: AnyDb,
  /** Only tests pass another set (e.g. a deliberately failing one). */
  set: Readonly<Record<string, Migration>> = migrations,
): Promise<string[]> {
  const { error, results = [] } = await migrator(db, set).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new Error(failed ? `Migration "${failed}" failed: ${reason}` : `Migrations failed: ${reason}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of migrations not yet applied (for a readiness check). */
export async function pendingMigrations(
  db: AnyDb,
  set: Readonly<Record<string, Migration>> = migrations,
): Promise<string[]> {
  const all = await migrator(db, set).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
