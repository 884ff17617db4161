// What the buyer sees before submitting: per line, how much is in stock now
// and how much goes "под заказ", at today's prices less the client's
// discount. Nothing is reserved yet.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { mergeDuplicateLines } from '@shop/schemas';
import { discountedPrice } from '../pricing/clientTerms';

export interface PreviewLine {
  partId: number;
  partNumber: string;
  name: string;
  unitPriceKopecks: number;
  /** The catalogue price before the client's discount. */
  baseUnitPriceKopecks: number;
  quantity: number;
  /** The part's whole stock now, to show as stock (inStock is only this line's share of it). */
  stock: number;
  inStock: number;
  toOrder: number;
  lineTotalKopecks: number;
}

export async function previewOrder(
  db: Kysely<Database>,
  items: ReadonlyArray<{ partId: number; quantity: number }>,
  discountPercent = 0,
): Promise<{ lines: PreviewLine[]; totalKopecks: number; missingPartIds: number[] }> {
  const lines = mergeDuplicateLines(items);
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'name', 'part_number', 'price', 'availability'])
    .where('archived_at', 'is', null)
    .where(
      'id',
      'in',
      lines.map((line) => line.partId),
    )
    .execute();
  const byId = new Map(parts.map((part) => [part.id, part]));
  const result: PreviewLine[] = [];
  for (const line of lines) {
    const part = byId.get(line.partId);
    if (!part) continue;
    const inStock = Math.min(part.availability, line.quantity);
    const unitPrice = discountedPrice(part.price, discountPercent);
    result.push({
      partId: part.id,
      partNumber: part.part_number,
      name: part.name,
      unitPriceKopecks: unitPrice,
      baseUnitPriceKopecks: part.price,
      quantity: line.quantity,
      stock: part.availability,
      inStock,
      toOrder: line.quantity - inStock,
      lineTotalKopecks: unitPrice * line.quantity,
    });
  }
  return {
    lines: result,
    totalKopecks: result.reduce((sum, line) => sum + line.lineTotalKopecks, 0),
    missingPartIds: lines.filter((line) => !byId.has(line.partId)).map((line) => line.partId),
  };
}
