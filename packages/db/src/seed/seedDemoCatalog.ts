// Loads the demo catalogue into an empty database, in one transaction.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { DEMO_CATEGORIES } from './categories';
import { demoImageUrl } from './demoImage';
import { generateDemoParts } from './generate';
import type { DemoPart } from './generate';

export const DEFAULT_DEMO_PARTS = 5200;
// ~10 parameters per part: 500 rows stay well under PostgreSQL's 65 535.
const BATCH = 500;

export interface SeedOptions {
  /** Dates are relative to this; defaults to the current time. */
  now?: Date;
  parts?: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// Always `trx` here: on PGlite, touching `db` inside the transaction hangs.
async function insertParts(trx: Transaction<Database>, parts: readonly DemoPart[]): Promise<void> {
  for (const batch of chunks(parts, BATCH)) {
    const rows = await trx
      .insertInto('parts')
      .values(
        batch.map((p) => ({
          name: p.name,
          category_id: p.categoryId,
          part_number: p.partNumber,
          brand: p.brand,
          price: p.price,
          retail_price: p.retailPrice,
          availability: p.availability,
          description: p.description,
          created_at: p.createdAt,
          updated_at: p.updatedAt,
        })),
      )
      .returning(['id', 'part_number'])
      .execute();
    // RETURNING order is not guaranteed: match rows by the unique article.
    const ids = new Map(rows.map((r) => [r.part_number, r.id]));
    const images = batch.flatMap((part) =>
      Array.from({ length: part.imageCount }, (_, k) => ({
        part_id: ids.get(part.partNumber)!,
        url: demoImageUrl(part.categoryId, part.partNumber, k + 1),
        position: k + 1,
        created_at: part.createdAt,
      })),
    );
    if (images.length > 0) await trx.insertInto('part_images').values(images).execute();
  }
}

/**
 * Seeds categories and demo parts only when there are no parts at all, so
 * it is safe to call at every start. Deterministic except for dates.
 */
export async function seedDemoCatalog(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<{ seeded: boolean; parts: number }> {
  const now = options.now ?? new Date();
  const count = options.parts ?? DEFAULT_DEMO_PARTS;
  return db.transaction().execute(async (trx) => {
    // Serialise concurrent starts on PostgreSQL; a no-op cost on PGlite.
    await sql`lock table parts in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('parts').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false, parts: 0 };
    await trx
      .insertInto('categories')
      .values(
        DEMO_CATEGORIES.map((c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          sort_order: c.sortOrder,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const parts = generateDemoParts(now, count);
    await insertParts(trx, parts);
    await trx.updateTable('catalog_meta').set({ last_updated: now }).where('id', '=', 1).execute();
    return { seeded: true, parts: parts.length };
  });
}
