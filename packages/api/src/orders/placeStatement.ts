// A new order in one statement (issue 32). It locks the order's parts in id
// order, checks that each is still sold at the price the order was priced
// at, and only then writes the order with its first status, takes what stock
// there is, writes the lines and queues the order's mails. Run on its own
// (no transaction around it) it commits as it ends: a hot part stays locked
// for this statement's work and its commit, with no round trip to the app
// server in between (its event loop, busy with 50 other requests, used to
// hold every lock for as long as it took to send the next statement).
import { sql, type Kysely, type Transaction } from 'kysely';
import { dbNow, type Database } from '@shop/db';
import type { MailOutboxValues } from '@shop/mail';
import { itemColumns, orderColumns, type OrderItemRow, type OrderRow } from './orderRepository';

export interface NewOrderLine {
  partId: number;
  partNumber: string;
  name: string;
  /** The part's price when the order was priced, and the buyer's price after the discount. */
  basePrice: number;
  unitPrice: number;
  quantity: number;
}

/** The order's row as it is written (every column but the generated id). */
export type NewOrderValues = Omit<OrderRow, 'id' | 'payer'> & {
  company_id: number;
  payer: unknown;
  idempotency_key: string;
  request_hash: string;
};

export type StatementOutcome =
  | { kind: 'placed'; order: OrderRow; items: OrderItemRow[] }
  /** A part's price or archive state moved since pricing (or it is gone): nothing was written. */
  | { kind: 'priceMoved' }
  /** An order with this key exists (a retry, or its twin committed first): nothing was written. */
  | { kind: 'keyUsed' };

/**
 * Writes the order. `lines` name each part once, in the order's line order.
 * `mails` are the order's templated mails; the statement fills in
 * `template.data.order.id`, the id of every attachment, and each of
 * `template.data.order.items` its `toOrderQuantity` (what the stock could not
 * cover), all known only once the order is written.
 */
export async function placeOrderStatement(
  db: Kysely<Database> | Transaction<Database>,
  values: NewOrderValues,
  lines: ReadonlyArray<NewOrderLine>,
  mails: ReadonlyArray<MailOutboxValues>,
): Promise<StatementOutcome> {
  const column = <T>(pick: (line: NewOrderLine) => T) => lines.map(pick);
  const orderCols = Object.keys(values).map((name) => sql.ref(name));
  const fromRecord = Object.keys(values).map((name) => sql.ref(`r.${name}`));
  // READ COMMITTED: the locking CTE waits for the orders ahead and then sees
  // each part as they left it; nobody can change it after, and the UPDATE
  // writes from those values. The check (availability >= 0) backs it up.
  const { rows } = await sql<OrderRow & { priced: boolean; items: OrderItemRow[] }>`
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
    ), priced as (
      select count(*) = ${lines.length}::int as ok
      from locked l join wanted w on w.id = l.id
      where not l.archived and l.price = w.base_unit_price
    ), placed as (
      -- A used key inserts nothing: the unique index makes this wait for a
      -- concurrent request with the key, so a retry racing its first try
      -- answers with that order.
      insert into orders (${sql.join(orderCols)})
      select ${sql.join(fromRecord)}
      from jsonb_populate_record(null::orders, ${JSON.stringify(values)}::jsonb) r, priced
      where priced.ok
      on conflict (user_id, idempotency_key) do nothing
      returning ${sql.join(orderColumns.map((name) => sql.ref(name)))}
    ), history as (
      insert into order_status_history (order_id, from_status, to_status, changed_by)
      select p.id, null, p.status, p.user_id from placed p
    ), taking as (
      select w.*, least(l.availability, w.quantity) as taken
      from wanted w join locked l on l.id = w.id
      where exists (select from placed)
    ), changed as (
      update parts p set availability = p.availability - t.taken
      from taking t where p.id = t.id and t.taken > 0
    ), written as (
      insert into order_items
        (order_id, part_id, part_number, name, unit_price, base_unit_price, quantity, reserved_quantity, position)
      select p.id, t.id, t.part_number, t.name, t.unit_price, t.base_unit_price, t.quantity, t.taken, t.position
      from taking t cross join placed p
      returning ${sql.join(itemColumns.map((name) => sql.ref(name)))}
    ), mails as (
      insert into mail_outbox
        (to_address, subject, html, text_body, reply_to, kind, max_attempts, attachments, template, next_attempt_at)
      select m.to_address, m.subject, m.html, m.text_body, m.reply_to, m.kind, m.max_attempts,
        (select jsonb_agg(a || jsonb_build_object('id', p.id)) from jsonb_array_elements(m.attachments) a),
        jsonb_set(
          jsonb_set(m.template, '{data,order,id}', to_jsonb(p.id)),
          '{data,order,items}',
          (select jsonb_agg(i.item || jsonb_build_object('toOrderQuantity', t.quantity - t.taken) order by t.position)
           from jsonb_array_elements(m.template #> '{data,order,items}') with ordinality i(item, position)
           join taking t on t.position = i.position)),
        ${dbNow}
      from jsonb_populate_recordset(null::mail_outbox, ${JSON.stringify(mails)}::jsonb) m cross join placed p
    )
    select (select ok from priced) as priced, p.*,
      (select coalesce(json_agg(w order by w.position), '[]') from written w) as items
    from (select 1) one left join placed p on true`.execute(db);
  const { priced, items, ...order } = rows[0]!;
  if (!priced) return { kind: 'priceMoved' };
  if (order.id === null) return { kind: 'keyUsed' };
  return { kind: 'placed', order, items };
}
