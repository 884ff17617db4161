// The shop's settings: one row of JSON (migration 0010), checked against the
// same schema the admin's form uses, so a row that does not parse is never
// used half-way.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { shopSettingsInput, type ShopSettings } from '@shop/schemas';

type Db = Kysely<Database> | Transaction<Database>;

export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const row = await db
    .selectFrom('shop_settings')
    .select('value')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return parseShopSettings(row.value);
}

/** The settings row's JSON, checked (for queries that read it along with something else). */
export function parseShopSettings(value: unknown): ShopSettings {
  return shopSettingsInput.parse(value);
}

export async function saveShopSettings(db: Db, settings: ShopSettings): Promise<ShopSettings> {
  await db
    .updateTable('shop_settings')
    .set({ value: JSON.stringify(settings), updated_at: new Date() })
    .where('id', '=', 1)
    .execute();
  return settings;
}
