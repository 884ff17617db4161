// Placing an order, in one transaction: prices come from the database, stock
// is reserved (the rest of a line goes "под заказ"), the client's discount
// is applied and captured per line, the shop's minimum order is enforced, the
// chosen payer's details are captured, the number is assigned here, and the
// mails enter the outbox. A retry with the same key returns the
// same order; the same key with a different cart is refused.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { formatDate, formatRoubles, SHOP_TIME_ZONE, t } from '@shop/i18n';
import { deliveryPlaceOf, mergeDuplicateLines, type CreateOrderInput } from '@shop/schemas';
import type { AppConfig } from '../context';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import { fitsMonthlyLimit } from '../company/monthlyLimit';
import { payerDetailsOf, payerOfUser } from '../payers/repository';
import { discountedPrice, settingsAndTerms } from '../pricing/clientTerms';
import { requestHashOf } from './idempotency';
import { enqueueOrderMails } from './orderMails';
import { findOrderByKey, itemsOfOrders, orderColumns } from './orderRepository';
import { toOrderDto, type OrderDto } from './orderShape';
import { takeStockAndWriteLines, type NewOrderLine } from './stock';

export interface CreateOrderResult {
  order: OrderDto;
  /** True when this request repeated one already placed (same key, same cart). */
  replayed: boolean;
}

/** Issue 34: the order would take a Закупщик above the monthly limit, so nothing was written. */
export interface OverMonthlyLimit {
  overLimit: true;
  totalKopecks: number;
}

export interface CreateOrderOptions {
  /** Check the buyer's monthly limit under the company's lock (an approved request skips it). */
  checkMonthlyLimit?: boolean;
}

export function defaultOrderName(now: Date): string {
  return t('orders:defaultName', { date: formatDate(now.toISOString(), SHOP_TIME_ZONE) });
}

/** A part's price or archive state changed between pricing and locking: price again. */
class PricedTooEarly extends Error {}

const PRICING_ATTEMPTS = 3;

/**
 * Hot parts are locked only for the end of the transaction (issue 21):
 * everything that needs no lock (the parts, settings, discount, payer,
 * prices and the minimum order) is done first, outside it
 * (the invoice PDF is rendered by the mail worker). The transaction is three
 * statements and the commit: the order with its number and first status;
 * the stock and the lines, locking the parts in id order; the two mails. The
 * prices read before the lock are checked under it; if one moved, the order
 * is priced again.
 */
export async function createOrder(
  deps: { db: Kysely<Database>; config: AppConfig },
  user: SessionUser,
  input: CreateOrderInput,
): Promise<CreateOrderResult> {
  const result = await placeOrder(deps, user, input);
  if ('overLimit' in result) throw new Error('unreachable: no limit was checked');
  return result;
}

/** Places the order, or (with `checkMonthlyLimit`) reports that it is over the buyer's limit. */
export async function placeOrder(
  deps: { db: Kysely<Database>; config: AppConfig },
  user: SessionUser,
  input: CreateOrderInput,
  options: CreateOrderOptions = {},
): Promise<CreateOrderResult | OverMonthlyLimit> {
  const lines = mergeDuplicateLines(input.items);
  const requestHash = requestHashOf(input, lines);
  for (let attempt = 1; ; attempt += 1) {
    // No replay check first (one statement of every order, issue 21): a
    // retry is told by the insert, which writes nothing for a used key.
    let prepared: PreparedOrder;
    try {
      prepared = await prepareOrder(deps, user, input, lines);
    } catch (error) {
      // A retry of an order placed already is answered with that order even
      // when its cart could no longer be placed (a part archived since).
      const replay = await replayOf(deps.db, user, input, requestHash);
      if (replay) return replay;
      throw error;
    }
    try {
      const placed = await placePrepared(deps, user, input, requestHash, prepared, options);
      if (placed) return placed;
      // Null: an order with this key committed first (this request's retry, or its twin).
      const replay = await replayOf(deps.db, user, input, requestHash);
      if (replay) return replay;
    } catch (error) {
      if (!(error instanceof PricedTooEarly)) throw error;
      if (attempt === PRICING_ATTEMPTS) throw new AppError('CONFLICT', t('orders:errors.pricesChanged'));
    }
  }
}

/** The order this key already placed, if any; a different cart under the key is refused. */
async function replayOf(
  db: Kysely<Database> | Transaction<Database>,
  user: SessionUser,
  input: CreateOrderInput,
  requestHash: string,
): Promise<CreateOrderResult | null> {
  const existing = await findOrderByKey(db, user.id, input.idempotencyKey);
  if (!existing) return null;
  if (existing.request_hash !== requestHash) throw new AppError('CONFLICT', t('orders:errors.keyReused'));
  return { order: toOrderDto(existing, await itemsOfOrders(db, [existing.id])), replayed: true };
}

interface PreparedOrder {
  /** The order's row but its number (taken by the insert) and its key. */
  values: Omit<Insertable<Database['orders']>, 'order_number' | 'idempotency_key' | 'request_hash'> & {
    created_at: Date;
  };
  lines: NewOrderLine[];
}

/** Everything about the order that needs no lock, in as few round trips as possible. */
async function prepareOrder(
  deps: { db: Kysely<Database>; config: AppConfig },
  user: SessionUser,
  input: CreateOrderInput,
  lines: ReturnType<typeof mergeDuplicateLines>,
): Promise<PreparedOrder> {
  const db = deps.db;
  const ids = lines.map((line) => line.partId);
  const [partRows, { settings, terms }, payer] = await Promise.all([
    db
      .selectFrom('parts')
      .select(['id', 'name', 'part_number', 'price'])
      .where('id', 'in', ids)
      .where('archived_at', 'is', null)
      .execute(),
    settingsAndTerms(db, user.id),
    chosenPayer(db, user.id, input),
  ]);
  const parts = new Map(partRows.map((row) => [row.id, row]));
  const missing = lines.filter((line) => !parts.has(line.partId)).map((line) => line.partId);
  if (missing.length > 0) {
    throw new AppError('BAD_REQUEST', t('orders:errors.partNotFound', { ids: missing.join(', ') }));
  }
  const priced = lines.map((line) => {
    const part = parts.get(line.partId)!;
    return {
      partId: part.id,
      partNumber: part.part_number,
      name: part.name,
      basePrice: part.price,
      unitPrice: discountedPrice(part.price, terms.discountPercent),
      quantity: line.quantity,
    };
  });
  const total = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (total < settings.minOrderKopecks) {
    throw new AppError(
      'BAD_REQUEST',
      t('requisites:minOrder', { amount: formatRoubles(settings.minOrderKopecks) }),
    );
  }
  const now = new Date();
  const place = deliveryPlaceOf(input);
  const values = {
    user_id: user.id,
    name: input.name?.trim() || defaultOrderName(now),
    status: 'confirmed' as const,
    delivery_method: input.deliveryMethod,
    payment_method: input.paymentMethod,
    city: place.city,
    delivery_address: place.deliveryAddress,
    comments: input.comments.trim(),
    total_price: total,
    contact_name: `${user.firstName} ${user.lastName}`.trim(),
    contact_email: user.email,
    contact_phone: user.phone,
    company: user.company,
    discount_percent: terms.discountPercent,
    payment_delay_days: terms.paymentDelayDays,
    payer: payer && JSON.stringify(payer),
    created_at: now,
    updated_at: now,
  };
  return { values, lines: priced };
}

/** The order written under the parts' locks, or null when this key's order committed first. */
async function placePrepared(
  deps: { db: Kysely<Database>; config: AppConfig },
  user: SessionUser,
  input: CreateOrderInput,
  requestHash: string,
  prepared: PreparedOrder,
  options: CreateOrderOptions,
): Promise<CreateOrderResult | OverMonthlyLimit | null> {
  return deps.db.transaction().execute(async (trx) => {
    const total = Number(prepared.values.total_price);
    if (options.checkMonthlyLimit && !(await fitsMonthlyLimit(trx, user, total))) {
      // A retry of an order placed already counts itself in the spend: answer it as the replay it is.
      if (await findOrderByKey(trx, user.id, input.idempotencyKey)) return null;
      return { overLimit: true as const, totalKopecks: total };
    }
    const order = await insertOrder(trx, user.id, {
      ...prepared.values,
      idempotency_key: input.idempotencyKey,
      request_hash: requestHash,
    });
    if (!order) return null;
    // From here to the commit the parts stay locked: one statement for the
    // stock and the lines, one for the mails.
    const written = await takeStockAndWriteLines(trx, order.id, prepared.lines);
    for (const line of prepared.lines) {
      const part = written.get(line.partId);
      if (!part || part.archived || part.price !== line.basePrice) throw new PricedTooEarly();
    }
    const items = [...written.values()].map((line) => line.item).sort((a, b) => a.position - b.position);
    const dto = toOrderDto(order, items);
    await enqueueOrderMails(trx, dto, deps.config);
    return { order: dto, replayed: false };
  });
}

/**
 * The order, its number and its first status in one statement. A key used
 * already inserts nothing: the unique index on (user, key) makes this insert
 * wait for a concurrent request with the key to finish, so retries racing
 * the first answer with its order. A number taken by an order that then
 * fails is skipped, as on any rollback.
 */
async function insertOrder(
  trx: Transaction<Database>,
  userId: number,
  values: PreparedOrder['values'] & { idempotency_key: string; request_hash: string },
) {
  return trx
    .with('placed', (db) =>
      db
        .insertInto('orders')
        .values({ ...values, order_number: sql<string>`'ORD-' || nextval('order_number_seq')` })
        .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
        .returning(orderColumns),
    )
    .with('history', (db) =>
      db
        .insertInto('order_status_history')
        .columns(['order_id', 'from_status', 'to_status', 'changed_by'])
        .expression((eb) =>
          eb
            .selectFrom('placed')
            .select([
              'placed.id',
              sql<null>`null`.as('from_status'),
              'placed.status as to_status',
              eb.val(userId).as('changed_by'),
            ]),
        ),
    )
    .selectFrom('placed')
    .selectAll()
    .executeTakeFirst();
}

/** The payer chosen for a bank-transfer order, as it is now; none for other payment methods. */
async function chosenPayer(db: Kysely<Database>, userId: number, input: CreateOrderInput) {
  if (input.paymentMethod !== 'invoice' || input.payerId === undefined) return null;
  const payer = await payerOfUser(db, userId, input.payerId);
  if (!payer) throw new AppError('BAD_REQUEST', t('requisites:payerNotFound'));
  return payerDetailsOf(payer);
}
