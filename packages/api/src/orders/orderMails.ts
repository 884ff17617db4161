// A new order's mails enter the outbox inside the order's transaction:
// both commit with the order or neither does. An order paid by bank
// transfer carries its invoice (счёт на оплату) as a PDF, which the mail
// worker renders when it sends (ORDER_INVOICE_ATTACHMENT): rendering here
// would keep the order's stock rows locked for a few hundred milliseconds.
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { enqueueMails, orderAdminNotice, orderConfirmation } from '@shop/mail';
import type { AppConfig } from '../context';
import { ORDER_INVOICE_ATTACHMENT } from '../documents/invoice';
import type { OrderDto } from './orderShape';

/** Both mails in one statement: the order's stock rows stay locked until the commit. */
export async function enqueueOrderMails(
  trx: Transaction<Database>,
  order: OrderDto,
  config: AppConfig,
): Promise<void> {
  await enqueueMails(trx, [
    {
      to: order.customerEmail,
      kind: 'order_confirmation',
      ...orderConfirmation(order, config.publicUrl),
      ...(order.paymentMethod === 'invoice' && {
        attachments: [{ generated: ORDER_INVOICE_ATTACHMENT, id: order.id }],
      }),
    },
    {
      to: config.adminNotifyEmail,
      kind: 'order_admin_notice',
      replyTo: order.customerEmail,
      ...orderAdminNotice(order, config.publicUrl),
    },
  ]);
}
