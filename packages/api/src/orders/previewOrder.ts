// What the buyer sees before submitting: per line, how much is in stock now
// and how much goes "под заказ", at today's prices. Nothing is reserved yet.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { mergeDuplicateLines } from '@shop/schemas';

export interface PreviewLine {
  partId: number;
  partNumber: string;
  name: string;
  unitPriceKopecks: number;
  quantity: number;
  inStock: number;
  toOrder: number;
  lineTotalKopecks: number;
}

export async function previewOrder(
  db: Kysely<Database>,
  items: ReadonlyArray<{ partId: number; quantity: number }>,
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
    result.push({
      partId: part.id,
      partNumber: part.part_number,
      name: part.name,
      unitPriceKopecks: part.price,
      quantity: line.quantity,
      inStock,
      toOrder: line.quantity - inStock,
      lineTotalKopecks: part.price * line.quantity,
    });
  }
  return {
    lines: result,
    totalKopecks: result.reduce((sum, line) => sum + line.lineTotalKopecks, 0),
    missingPartIds: lines.filter((line) => !byId.has(line.partId)).map((line) => line.partId),
  };
}
