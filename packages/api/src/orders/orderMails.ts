// A new order's mails enter the outbox inside the order's transaction:
// both commit with the order or neither does.
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { enqueueMail, orderAdminNotice, orderConfirmation } from '@shop/mail';
import type { AppConfig } from '../context';
import type { OrderDto } from './orderShape';

export async function enqueueOrderMails(
  trx: Transaction<Database>,
  order: OrderDto,
  config: AppConfig,
): Promise<void> {
  await enqueueMail(trx, {
    to: order.customerEmail,
    kind: 'order_confirmation',
    ...orderConfirmation(order, config.publicUrl),
  });
  await enqueueMail(trx, {
    to: config.adminNotifyEmail,
    kind: 'order_admin_notice',
    replyTo: order.customerEmail,
    ...orderAdminNotice(order, config.publicUrl),
  });
}
