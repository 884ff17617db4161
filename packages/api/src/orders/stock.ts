// Stock moves of orders. Rows are locked in id order (no deadlocks between
// two orders sharing parts); availability never goes below zero — the
// database refuses it too.
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';

export interface LockedPart {
  id: number;
  name: string;
  part_number: string;
  price: number;
  availability: number;
}

/** Locks the parts for the rest of the transaction and returns them by id. */
export async function lockParts(
  trx: Transaction<Database>,
  partIds: number[],
  /** A new order cannot take archived parts; editing an old one can keep them. */
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<Map<number, LockedPart>> {
  if (partIds.length === 0) return new Map();
  let query = trx.selectFrom('parts').where('id', 'in', partIds);
  if (activeOnly) query = query.where('archived_at', 'is', null);
  const rows = await query
    .select(['id', 'name', 'part_number', 'price', 'availability'])
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Takes up to `wanted` units from a locked part; returns how many were taken. */
export async function takeStock(
  trx: Transaction<Database>,
  part: LockedPart,
  wanted: number,
): Promise<number> {
  const taken = Math.min(part.availability, wanted);
  if (taken > 0) {
    await trx
      .updateTable('parts')
      .set((eb) => ({ availability: eb('availability', '-', taken) }))
      .where('id', '=', part.id)
      .execute();
    part.availability -= taken;
  }
  return taken;
}

/** Gives units back to stock (order edited down or deleted). */
export async function returnStock(trx: Transaction<Database>, partId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await trx
    .updateTable('parts')
    .set((eb) => ({ availability: eb('availability', '+', units) }))
    .where('id', '=', partId)
    .execute();
}
