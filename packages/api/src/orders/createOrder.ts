// Placing an order: prices come from the database, stock is reserved (the
// rest of a line goes "под заказ"), the client's discount is applied and
// captured per line, the shop's minimum order is enforced, the chosen payer's
// details are captured, the number is assigned here, and the mails enter the
// outbox, all committed together. A retry with the same key returns the same
// order; the same key with a different cart is refused.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { formatDate, formatRoubles, SHOP_TIME_ZONE, t } from '@shop/i18n';
import { deliveryPlaceOf, mergeDuplicateLines, type CreateOrderInput } from '@shop/schemas';
import type { AppConfig } from '../context';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import { fitsMonthlyLimit, monthlyLimitMayApply } from '../company/monthlyLimit';
import { payerDetailsOf, payerOfUser } from '../payers/repository';
import { discountedPrice, settingsAndTerms } from '../pricing/clientTerms';
import { requestHashOf } from './idempotency';
import { newOrderMails } from './orderMails';
import { findOrderByKey, itemsOfOrders } from './orderRepository';
import { toOrderDto, type OrderDto } from './orderShape';
import {
  placeOrderStatement,
  type NewOrderLine,
  type NewOrderValues,
  type StatementOutcome,
} from './placeStatement';

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

type Deps = { db: Kysely<Database>; config: AppConfig };

export function defaultOrderName(now: Date): string {
  return t('orders:defaultName', { date: formatDate(now.toISOString(), SHOP_TIME_ZONE) });
}

const PRICING_ATTEMPTS = 3;

/**
 * Hot parts are locked only for the end of the order (issues 21, 32):
 * everything that needs no lock (the parts and their prices, the settings,
 * the discount, the payer, the minimum order, the order's number and its
 * mails) is done first, in one round trip; then one statement locks the parts,
 * writes everything and, outside a transaction, commits. The prices read
 * before the lock are checked under it; if one moved, the order is priced
 * again.
 */
export async function createOrder(
  deps: Deps,
  user: SessionUser,
  input: CreateOrderInput,
): Promise<CreateOrderResult> {
  const result = await placeOrder(deps, user, input);
  if ('overLimit' in result) throw new Error('unreachable: no limit was checked');
  return result;
}

/** Places the order, or (with `checkMonthlyLimit`) reports that it is over the buyer's limit. */
export async function placeOrder(
  deps: Deps,
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
      prepared = await prepareOrder(deps, user, input, lines, requestHash);
    } catch (error) {
      // A retry of an order placed already is answered with that order even
      // when its cart could no longer be placed (a part archived since).
      const replay = await replayOf(deps.db, user, input, requestHash);
      if (replay) return replay;
      throw error;
    }
    const outcome = await write(deps, user, prepared, options);
    if ('overLimit' in outcome) return outcome;
    if (outcome.kind === 'placed') {
      return { order: toOrderDto(outcome.order, outcome.items), replayed: false };
    }
    if (outcome.kind === 'keyUsed') {
      // An order with this key committed first (this request's retry, or its twin).
      const replay = await replayOf(deps.db, user, input, requestHash);
      if (replay) return replay;
    } else if (attempt === PRICING_ATTEMPTS) {
      throw new AppError('CONFLICT', t('orders:errors.pricesChanged'));
    }
  }
}

/**
 * The statement on its own (it commits as it ends), or, where the buyer's
 * monthly limit applies, in a transaction that checks the limit first under
 * the company's lock.
 */
async function write(
  deps: Deps,
  user: SessionUser,
  prepared: PreparedOrder,
  options: CreateOrderOptions,
): Promise<StatementOutcome | OverMonthlyLimit> {
  const { values, lines, mails } = prepared;
  if (!options.checkMonthlyLimit || !monthlyLimitMayApply(user)) {
    return placeOrderStatement(deps.db, values, lines, mails);
  }
  return deps.db.transaction().execute(async (trx) => {
    const total = values.total_price;
    if (!(await fitsMonthlyLimit(trx, user, total))) {
      // A retry of an order placed already counts itself in the spend: answer it as the replay it is.
      if (await findOrderByKey(trx, user.id, values.idempotency_key)) return { kind: 'keyUsed' as const };
      return { overLimit: true as const, totalKopecks: total };
    }
    return placeOrderStatement(trx, values, lines, mails);
  });
}

/** The order this key already placed, if any; a different cart under the key is refused. */
async function replayOf(
  db: Kysely<Database>,
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
  values: NewOrderValues;
  lines: NewOrderLine[];
  mails: ReturnType<typeof newOrderMails>;
}

/**
 * The parts with their prices and a new order number in one statement: a
 * row even when no part matches, so the number always comes back. A number
 * taken by an order that is then not placed (refused, a replay) is skipped.
 */
async function partsAndNumber(db: Kysely<Database>, ids: number[]) {
  const { rows } = await sql<{
    order_number: string;
    id: number | null;
    name: string;
    part_number: string;
    price: number;
  }>`
    select n.order_number, p.id, p.name, p.part_number, p.price
    from (select 'ORD-' || nextval('order_number_seq') as order_number) n
    left join parts p on p.id = any(${ids}::int[]) and p.archived_at is null`.execute(db);
  return { orderNumber: rows[0]!.order_number, parts: rows.filter((row) => row.id !== null) };
}

/** Everything about the order that needs no lock, in one round trip (three statements at once). */
async function prepareOrder(
  deps: Deps,
  user: SessionUser,
  input: CreateOrderInput,
  lines: ReturnType<typeof mergeDuplicateLines>,
  requestHash: string,
): Promise<PreparedOrder> {
  const db = deps.db;
  const [{ orderNumber, parts: partRows }, { settings, terms }, payer] = await Promise.all([
    partsAndNumber(
      db,
      lines.map((line) => line.partId),
    ),
    settingsAndTerms(db, user.id),
    chosenPayer(db, user.id, input),
  ]);
  const parts = new Map(partRows.map((row) => [row.id!, row]));
  const missing = lines.filter((line) => !parts.has(line.partId)).map((line) => line.partId);
  if (missing.length > 0) {
    throw new AppError('BAD_REQUEST', t('orders:errors.partNotFound', { ids: missing.join(', ') }));
  }
  const priced = lines.map((line) => {
    const part = parts.get(line.partId)!;
    return {
      partId: line.partId,
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
  const values: NewOrderValues = {
    order_number: orderNumber,
    user_id: user.id,
    // The buyer's company as the session read it (the trigger would look it up again).
    company_id: user.companyId,
    name: input.name?.trim() || defaultOrderName(now),
    status: 'confirmed',
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
    payer,
    idempotency_key: input.idempotencyKey,
    request_hash: requestHash,
    created_at: now,
    updated_at: now,
  };
  // The mails as they will say, but the order's id and the "под заказ"
  // quantities, which the statement fills in: every line as if all in stock.
  const asIfInStock = priced.map((line, index) => ({
    id: 0,
    order_id: 0,
    part_id: line.partId,
    part_number: line.partNumber,
    name: line.name,
    unit_price: line.unitPrice,
    base_unit_price: line.basePrice,
    quantity: line.quantity,
    reserved_quantity: line.quantity,
    position: index + 1,
  }));
  const mails = newOrderMails(toOrderDto({ ...values, id: 0 }, asIfInStock), deps.config);
  return { values, lines: priced, mails };
}

/** The payer chosen for a bank-transfer order, as it is now; none for other payment methods. */
async function chosenPayer(db: Kysely<Database>, userId: number, input: CreateOrderInput) {
  if (input.paymentMethod !== 'invoice' || input.payerId === undefined) return null;
  const payer = await payerOfUser(db, userId, input.payerId);
  if (!payer) throw new AppError('BAD_REQUEST', t('requisites:payerNotFound'));
  return payerDetailsOf(payer);
}
