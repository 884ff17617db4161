// Stock moves of orders. Rows are locked in id order (no deadlocks between
// two orders sharing parts); availability never goes below zero — the
// database refuses it too.
import { sql, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { itemColumns, type OrderItemRow } from './orderRepository';

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

export interface NewOrderLine {
  partId: number;
  partNumber: string;
  name: string;
  /** The part's price when the order was priced, and the buyer's price after the discount. */
  basePrice: number;
  unitPrice: number;
  quantity: number;
}

export interface WrittenLine {
  item: OrderItemRow;
  /** The part as it is under the lock: the order was priced before it. */
  price: number;
  archived: boolean;
}

/**
 * A new order's stock change and lines as one statement (issue 21: the hot
 * parts stay locked for as few round trips as possible). It locks the parts
 * in id order (no deadlocks between orders sharing parts), takes from each
 * what it has up to the wanted quantity (the rest of the line goes "под
 * заказ"), writes the lines with what was reserved, and returns them with
 * each part's price and archive state under the lock, so the caller can
 * check the prices it computed before locking (and roll back if one moved).
 * A part that no longer exists has no line. `lines` must name each part once.
 */
export async function takeStockAndWriteLines(
  trx: Transaction<Database>,
  orderId: number,
  lines: ReadonlyArray<NewOrderLine>,
): Promise<Map<number, WrittenLine>> {
  if (lines.length === 0) return new Map();
  const column = <T>(pick: (line: NewOrderLine) => T) => lines.map(pick);
  // The locking subquery sees each row as it is after any order it waited
  // for (READ COMMITTED re-reads a locked row), and nobody can change it
  // after: the UPDATE writes from those values.
  const { rows } = await sql<OrderItemRow & { current_price: number; archived: boolean }>`
    with wanted as (
      select * from unnest(
        ${column((l) => l.partId)}::int[], ${column((l) => l.quantity)}::int[],
        ${column((l) => l.partNumber)}::text[], ${column((l) => l.name)}::text[],
        ${column((l) => l.unitPrice)}::int[], ${column((l) => l.basePrice)}::int[],
        ${lines.map((_, index) => index + 1)}::int[]
      ) as w(id, quantity, part_number, name, unit_price, base_unit_price, position)
    ), locked as (
      select p.id, p.availability, p.price, p.archived_at is not null as archived
      from parts p where p.id = any(${column((l) => l.partId)}::int[])
      order by p.id
      for update
    ), taking as (
      select w.*, l.price as current_price, l.archived,
             case when l.archived then 0 else least(l.availability, w.quantity) end as taken
      from locked l join wanted w on w.id = l.id
    ), changed as (
      update parts p set availability = p.availability - t.taken
      from taking t where p.id = t.id and t.taken > 0
      returning p.id
    ), written as (
      insert into order_items
        (order_id, part_id, part_number, name, unit_price, base_unit_price, quantity, reserved_quantity, position)
      select ${orderId}::int, id, part_number, name, unit_price, base_unit_price, quantity, taken, position
      from taking
      returning ${sql.join(itemColumns.map((name) => sql.ref(name)))}
    )
    select written.*, taking.current_price, taking.archived
    from written join taking on taking.id = written.part_id`.execute(trx);
  return new Map(
    rows.map(({ current_price, archived, ...item }) => [
      item.part_id,
      { item, price: current_price, archived },
    ]),
  );
}
