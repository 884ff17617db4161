// A new order's mails enter the outbox inside the order's transaction:
// both commit with the order or neither does. The mail worker renders them
// when it sends, from the order as placed (stored templates: rendering both
// here cost a fifth of the server's thread, with the stock rows locked), and
// an order paid by bank transfer carries its invoice (счёт на оплату) as a
// PDF, which the worker renders then too (ORDER_INVOICE_ATTACHMENT).
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { enqueueMails, type OrderMailData } from '@shop/mail';
import type { AppConfig } from '../context';
import { ORDER_INVOICE_ATTACHMENT } from '../documents/invoice';
import type { OrderDto } from './orderShape';

/** Both mails in one statement: the order's stock rows stay locked until the commit. */
export async function enqueueOrderMails(
  trx: Transaction<Database>,
  order: OrderDto,
  config: AppConfig,
): Promise<void> {
  const data = { order: mailDataOf(order), publicUrl: config.publicUrl };
  await enqueueMails(trx, [
    {
      to: order.customerEmail,
      kind: 'order_confirmation',
      template: { name: 'order_confirmation', data },
      ...(order.paymentMethod === 'invoice' && {
        attachments: [{ generated: ORDER_INVOICE_ATTACHMENT, id: order.id }],
      }),
    },
    {
      to: config.adminNotifyEmail,
      kind: 'order_admin_notice',
      replyTo: order.customerEmail,
      template: { name: 'order_admin_notice', data },
    },
  ]);
}

/** What the mails say about the order: stored with both rows, so no more than that. */
function mailDataOf(order: OrderDto): OrderMailData {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    city: order.city,
    deliveryAddress: order.deliveryAddress,
    comments: order.comments,
    totalKopecks: order.totalKopecks,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    company: order.company,
    items: order.items.map((item) => ({
      partNumber: item.partNumber,
      name: item.name,
      quantity: item.quantity,
      toOrderQuantity: item.toOrderQuantity,
      unitPriceKopecks: item.unitPriceKopecks,
      lineTotalKopecks: item.lineTotalKopecks,
    })),
  };
}
