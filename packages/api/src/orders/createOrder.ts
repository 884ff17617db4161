// Placing an order, in one transaction: prices come from the database, stock
// is reserved (the rest of a line goes "под заказ"), the client's discount
// is applied and captured per line, the shop's minimum order is enforced, the
// chosen payer's details are captured, the number is assigned here, and the
// mails enter the outbox. A retry with the same key returns the
// same order; the same key with a different cart is refused.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { formatDate, formatRoubles, t } from '@shop/i18n';
import { deliveryPlaceOf, mergeDuplicateLines, type CreateOrderInput } from '@shop/schemas';
import type { AppConfig } from '../context';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import { payerDetailsOf, payerOfUser } from '../payers/repository';
import { clientTerms, discountedPrice } from '../pricing/clientTerms';
import { readShopSettings } from '../pricing/shopSettings';
import { lockIdempotencyKey, requestHashOf } from './idempotency';
import { enqueueOrderMails } from './orderMails';
import {
  findOrderByKey,
  itemsOfOrders,
  nextOrderNumber,
  orderColumns,
  recordStatusChange,
} from './orderRepository';
import { toOrderDto, type OrderDto } from './orderShape';
import { lockParts, takeStock } from './stock';

export interface CreateOrderResult {
  order: OrderDto;
  /** True when this request repeated one already placed (same key, same cart). */
  replayed: boolean;
}

export function defaultOrderName(now: Date): string {
  return t('orders:defaultName', { date: formatDate(now.toISOString(), 'Europe/Moscow') });
}

export async function createOrder(
  deps: { db: Kysely<Database>; config: AppConfig },
  user: SessionUser,
  input: CreateOrderInput,
): Promise<CreateOrderResult> {
  const lines = mergeDuplicateLines(input.items);
  const requestHash = requestHashOf(input, lines);
  const place = deliveryPlaceOf(input);
  return deps.db.transaction().execute(async (trx) => {
    await lockIdempotencyKey(trx, user.id, input.idempotencyKey);
    const existing = await findOrderByKey(trx, user.id, input.idempotencyKey);
    if (existing) {
      if (existing.request_hash !== requestHash) throw new AppError('CONFLICT', t('orders:errors.keyReused'));
      return { order: toOrderDto(existing, await itemsOfOrders(trx, [existing.id])), replayed: true };
    }

    const parts = await lockParts(
      trx,
      lines.map((line) => line.partId),
      { activeOnly: true },
    );
    const missing = lines.filter((line) => !parts.has(line.partId)).map((line) => line.partId);
    if (missing.length > 0) {
      throw new AppError('BAD_REQUEST', t('orders:errors.partNotFound', { ids: missing.join(', ') }));
    }
    const settings = await readShopSettings(trx);
    const terms = await clientTerms(trx, user.id, settings);
    const payer = await chosenPayer(trx, user.id, input);
    const unitPrice = (price: number) => discountedPrice(price, terms.discountPercent);
    const total = lines.reduce(
      (sum, line) => sum + unitPrice(parts.get(line.partId)!.price) * line.quantity,
      0,
    );
    if (total < settings.minOrderKopecks) {
      throw new AppError(
        'BAD_REQUEST',
        t('requisites:minOrder', { amount: formatRoubles(settings.minOrderKopecks) }),
      );
    }
    const priced = [];
    for (const line of lines) {
      const part = parts.get(line.partId)!;
      priced.push({ part, quantity: line.quantity, reserved: await takeStock(trx, part, line.quantity) });
    }

    const order = await trx
      .insertInto('orders')
      .values({
        order_number: await nextOrderNumber(trx),
        user_id: user.id,
        name: input.name?.trim() || defaultOrderName(new Date()),
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
        idempotency_key: input.idempotencyKey,
        request_hash: requestHash,
        discount_percent: terms.discountPercent,
        payment_delay_days: terms.paymentDelayDays,
        payer: payer && JSON.stringify(payer),
      })
      .returning(orderColumns)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        priced.map((line, index) => ({
          order_id: order.id,
          part_id: line.part.id,
          part_number: line.part.part_number,
          name: line.part.name,
          unit_price: unitPrice(line.part.price),
          base_unit_price: line.part.price,
          quantity: line.quantity,
          reserved_quantity: line.reserved,
          position: index + 1,
        })),
      )
      .execute();
    await recordStatusChange(trx, { orderId: order.id, from: null, to: 'confirmed', changedBy: user.id });
    const dto = toOrderDto(order, await itemsOfOrders(trx, [order.id]));
    await enqueueOrderMails(trx, dto, deps.config);
    return { order: dto, replayed: false };
  });
}

/** The payer chosen for a bank-transfer order, as it is now; none for other payment methods. */
async function chosenPayer(trx: Transaction<Database>, userId: number, input: CreateOrderInput) {
  if (input.paymentMethod !== 'invoice' || input.payerId === undefined) return null;
  const payer = await payerOfUser(trx, userId, input.payerId);
  if (!payer) throw new AppError('BAD_REQUEST', t('requisites:payerNotFound'));
  return payerDetailsOf(payer);
}
