// Stock moves of orders. Rows are locked in id order (no deadlocks between
// two orders sharing parts); availability never goes below zero — the
// database refuses it too.
import { sql, type Transaction } from 'kysely';
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

export interface StockTake {
  partId: number;
  /** Units taken from stock (the rest of the line goes "под заказ"). */
  taken: number;
  /** The part as it is under the lock: the order was priced before it. */
  price: number;
  archived: boolean;
}

/**
 * A new order's stock change as one statement: locks the parts in id order
 * (no deadlocks between orders sharing parts), takes from each what it has
 * up to the wanted quantity, and returns what was taken with the part's price
 * and archive state under the lock, so the caller can check the prices it
 * computed before locking. `lines` must name each part once.
 */
export async function takeStockAtOnce(
  trx: Transaction<Database>,
  lines: ReadonlyArray<{ partId: number; quantity: number }>,
): Promise<Map<number, StockTake>> {
  if (lines.length === 0) return new Map();
  const ids = lines.map((line) => line.partId);
  const quantities = lines.map((line) => line.quantity);
  // The locking subquery sees each row as it is after any order it waited
  // for (READ COMMITTED re-reads a locked row), and nobody can change it
  // after: the UPDATE writes from those values.
  const { rows } = await sql<{ id: number; taken: number; price: number; archived: boolean }>`
    with wanted as (
      select * from unnest(${ids}::int[], ${quantities}::int[]) as w(id, quantity)
    ), locked as (
      select p.id, p.availability, p.price, p.archived_at is not null as archived
      from parts p where p.id = any(${ids}::int[])
      order by p.id
      for update
    ), taking as (
      select l.id, l.price, l.archived,
             case when l.archived then 0 else least(l.availability, w.quantity) end as taken
      from locked l join wanted w on w.id = l.id
    ), changed as (
      update parts p set availability = p.availability - t.taken
      from taking t where p.id = t.id and t.taken > 0
      returning p.id
    )
    select id, taken, price, archived from taking`.execute(trx);
  return new Map(
    rows.map((row) => [
      row.id,
      { partId: row.id, taken: row.taken, price: row.price, archived: row.archived },
    ]),
  );
}
