// The invoice of a bank-transfer order: the order as it was captured (lines,
// prices after the discount, the chosen payer, deferred payment) and the
// shop's details from its settings.
import type { Kysely, Transaction } from 'kysely';
import type { AttachmentMaker } from '@shop/mail';
import type { Database } from '@shop/db';
import { renderInvoice, type InvoiceData, type Supplier } from '@shop/documents';
import { t } from '@shop/i18n';
import type { ShopSettings } from '@shop/schemas';
import type { SessionUser } from '../auth/lucia';
import { AppError } from '../errors';
import type { DocumentDesk } from './documentDesk';
import { orderById, orderForViewer } from '../orders/orderQueries';
import type { OrderDto } from '../orders/orderShape';
import { readShopSettings } from '../pricing/shopSettings';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;

export const supplierOf = (settings: ShopSettings): Supplier => ({
  details: settings.supplier,
  directorName: settings.directorName,
  accountantName: settings.accountantName,
  vatRate: settings.vatRate,
});

export function invoiceDataOf(order: OrderDto, settings: ShopSettings): InvoiceData {
  const placed = new Date(order.createdAt).getTime();
  return {
    number: order.orderNumber,
    date: order.createdAt,
    dueDate:
      order.paymentDelayDays > 0 ? new Date(placed + order.paymentDelayDays * DAY_MS).toISOString() : null,
    supplier: supplierOf(settings),
    buyer: order.payer,
    buyerName: order.company ? `${order.company} (${order.customerName})` : order.customerName,
    lines: order.items.map((item) => ({
      partNumber: item.partNumber,
      name: item.name,
      quantity: item.quantity,
      unitPriceKopecks: item.unitPriceKopecks,
      baseUnitPriceKopecks: item.baseUnitPriceKopecks,
      lineTotalKopecks: item.lineTotalKopecks,
      // A cancelled order gave its reserved units back: nothing of it is 'под заказ' any more.
      toOrderQuantity: order.status === 'cancelled' ? 0 : item.toOrderQuantity,
    })),
    totalKopecks: order.totalKopecks,
  };
}

export interface PdfFile {
  fileName: string;
  content: Buffer;
}

/** Renders an invoice's PDF: on this thread, or elsewhere (the mail worker's render thread). */
export type InvoiceRenderer = (data: InvoiceData) => Promise<Buffer>;

export async function invoiceFileOf(
  db: Db,
  order: OrderDto,
  render: InvoiceRenderer = renderInvoice,
): Promise<PdfFile> {
  const settings = await readShopSettings(db);
  return {
    fileName: t('requisites:documents.invoiceFile', { number: order.orderNumber }),
    content: await render(invoiceDataOf(order, settings)),
  };
}

/** The invoice of an order the viewer may see (its owner or an admin; others: not found). */
export async function invoiceForViewer(
  db: Kysely<Database>,
  viewer: SessionUser,
  orderId: number,
  desk: DocumentDesk,
): Promise<PdfFile> {
  const order = await orderForViewer(db, viewer, orderId);
  if (order.paymentMethod !== 'invoice') throw new AppError('BAD_REQUEST', t('requisites:notInvoiceOrder'));
  return invoiceFileOf(db, order, (data) => desk.render({ kind: 'invoice', data }));
}

/** The name under which the mail worker knows how to make an order's invoice. */
export const ORDER_INVOICE_ATTACHMENT = 'order_invoice';

/** The mail worker's maker of ORDER_INVOICE_ATTACHMENT: the invoice of the order with that id. */
export function orderInvoiceAttachment(db: Kysely<Database>, render?: InvoiceRenderer): AttachmentMaker {
  return async (orderId) => {
    const file = await invoiceFileOf(db, await orderById(db, orderId), render);
    return { filename: file.fileName, contentType: 'application/pdf', content: file.content };
  };
}
