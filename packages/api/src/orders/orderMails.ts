// A new order's mails enter the outbox inside the order's transaction:
// both commit with the order or neither does. An order paid by bank
// transfer carries its invoice (счёт на оплату) as a PDF.
import type { Transaction } from 'kysely';
import type { Database } from '@shop/db';
import { enqueueMail, orderAdminNotice, orderConfirmation } from '@shop/mail';
import type { AppConfig } from '../context';
import { invoiceFileOf, type PdfFile } from '../documents/invoice';
import type { OrderDto } from './orderShape';

export async function enqueueOrderMails(
  trx: Transaction<Database>,
  order: OrderDto,
  config: AppConfig,
  /** The invoice when the caller rendered it already (before taking locks). */
  rendered?: PdfFile | null,
): Promise<void> {
  const invoice = order.paymentMethod !== 'invoice' ? null : (rendered ?? (await invoiceFileOf(trx, order)));
  await enqueueMail(trx, {
    to: order.customerEmail,
    kind: 'order_confirmation',
    ...orderConfirmation(order, config.publicUrl),
    ...(invoice && {
      attachments: [
        {
          filename: invoice.fileName,
          contentType: 'application/pdf',
          contentBase64: invoice.content.toString('base64'),
        },
      ],
    }),
  });
  await enqueueMail(trx, {
    to: config.adminNotifyEmail,
    kind: 'order_admin_notice',
    replyTo: order.customerEmail,
    ...orderAdminNotice(order, config.publicUrl),
  });
}
