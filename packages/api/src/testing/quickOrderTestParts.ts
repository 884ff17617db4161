// The parts the quick-order tests look for: one per situation a buyer meets.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';

export const QUICK_ORDER_PARTS = [
  { part_number: 'CH-125-004', brand: 'Lipai', price: 15_000, availability: 50 },
  { part_number: '5GH-E4451-00', brand: 'Yamaha', price: 42_050, availability: 3 },
  { part_number: '5GH-E4451-01', brand: 'Yamaha', price: 43_000, availability: 8 },
  { part_number: '5GH-E4451-10', brand: 'Yamaha', price: 44_000, availability: 8 },
  { part_number: 'MP-10245', brand: 'MotoPart B2B', price: 9_900, availability: 0 },
  { part_number: 'LP-50QT-1234', brand: 'Lipai', price: 70_000, availability: 100 },
  { part_number: 'AB-100', brand: 'Yamaha', price: 1_000, availability: 5 },
  { part_number: 'AB 100', brand: 'Sheng-E', price: 2_000, availability: 5 },
  { part_number: 'ВАЗ-2108', brand: 'MotoPart B2B', price: 5_000, availability: 5 },
  // As in the demo catalogue: three articles starting MP-6393, and MP-39425.
  { part_number: 'MP-63932', brand: 'MotoPart B2B', price: 3_000, availability: 215 },
  { part_number: 'MP-63934', brand: 'MotoPart B2B', price: 3_100, availability: 1 },
  { part_number: 'MP-63938', brand: 'MotoPart B2B', price: 3_200, availability: 0 },
  { part_number: 'MP-39425', brand: 'MotoPart B2B', price: 4_000, availability: 196 },
] as const;

export type QuickOrderPartNumber = (typeof QUICK_ORDER_PARTS)[number]['part_number'];

/** Inserts the parts (category `engine` must exist) and returns their ids by article. */
export async function addQuickOrderParts(
  db: Kysely<Database>,
): Promise<Record<QuickOrderPartNumber, number>> {
  const rows = await db
    .insertInto('parts')
    .values(
      QUICK_ORDER_PARTS.map((part) => ({
        ...part,
        name: `Деталь ${part.part_number}`,
        category_id: 'engine',
        retail_price: null,
      })),
    )
    .returning(['id', 'part_number'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.part_number, row.id])) as Record<
    QuickOrderPartNumber,
    number
  >;
}
