// Mails about a new order: the buyer's confirmation and the shop's notice.
// Both carry the spec's order e-mail contents: lines with article, name,
// quantity, price and line total; totals; delivery; payment; contacts.
import { formatRoubles, text, type ru } from '@shop/i18n';
import type { MailBlock, MailContent } from './document';
import { formatPhone, greeting, orNotSpecified, pageUrl } from './format';
import { renderMail } from './render';

export interface OrderMailData {
  id: number;
  orderNumber: string;
  createdAt: string;
  deliveryMethod: 'pickup' | 'courier' | 'shipping';
  paymentMethod: 'card' | 'cash' | 'invoice';
  city: string;
  deliveryAddress: string;
  comments: string;
  totalKopecks: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  company: string | null;
  items: ReadonlyArray<{
    partNumber: string;
    name: string;
    quantity: number;
    toOrderQuantity: number;
    unitPriceKopecks: number;
    lineTotalKopecks: number;
  }>;
}

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' }).format(new Date(iso));

function linesTable(order: OrderMailData): MailBlock {
  const c = (key: 'partNumber' | 'name' | 'quantity' | 'price' | 'total') =>
    text(`orderMails.columns.${key}`);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    type: 'table',
    columns: [
      { label: c('partNumber') },
      { label: c('name') },
      { label: c('quantity'), align: 'right' },
      { label: c('price'), align: 'right' },
      { label: c('total'), align: 'right' },
    ],
    rows: order.items.map((item) => [
      item.partNumber,
      item.toOrderQuantity > 0
        ? `${item.name} (${text('orderMails.toOrderMark', { count: item.toOrderQuantity })})`
        : item.name,
      String(item.quantity),
      formatRoubles(item.unitPriceKopecks),
      formatRoubles(item.lineTotalKopecks),
    ]),
    footer: [
      [text('orderMails.totalItems', { count: order.items.length, units }), '', '', '', ''],
      [text('orderMails.total'), '', '', '', formatRoubles(order.totalKopecks)],
    ],
  };
}

function detailsOf(order: OrderMailData): MailBlock {
  const l = (key: keyof typeof ru.orderMails.labels) => text(`orderMails.labels.${key}`);
  const pickup = order.deliveryMethod === 'pickup';
  return {
    type: 'details',
    rows: [
      { label: l('orderNumber'), value: order.orderNumber },
      { label: l('customer'), value: orNotSpecified(order.customerName) },
      { label: l('email'), value: order.customerEmail },
      { label: l('phone'), value: formatPhone(order.customerPhone) },
      { label: l('company'), value: orNotSpecified(order.company) },
      { label: l('delivery'), value: text(`orders.delivery.${order.deliveryMethod}`) },
      { label: l('payment'), value: text(`orders.payment.${order.paymentMethod}`) },
      ...(pickup
        ? []
        : [
            { label: l('city'), value: order.city },
            { label: l('address'), value: order.deliveryAddress },
          ]),
      { label: l('comments'), value: orNotSpecified(order.comments) },
    ],
  };
}

/** To the buyer, right after the order is placed. */
export function orderConfirmation(order: OrderMailData, publicUrl: string): MailContent {
  const number = order.orderNumber;
  const hasToOrder = order.items.some((item) => item.toOrderQuantity > 0);
  return renderMail({
    subject: text('orderMails.confirmation.subject', { number }),
    preheader: text('orderMails.confirmation.preheader'),
    heading: text('orderMails.confirmation.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(order.customerName) },
      {
        type: 'paragraph',
        text: text('orderMails.confirmation.intro', { number, date: dateOf(order.createdAt) }),
      },
      linesTable(order),
      ...(hasToOrder ? [{ type: 'note', text: text('orderMails.confirmation.toOrderNote') } as const] : []),
      detailsOf(order),
      { type: 'button', label: text('orderMails.confirmation.action'), url: pageUrl(publicUrl, '/orders') },
    ],
  });
}

/** To ADMIN_NOTIFY_EMAIL: a new order waits to be handled. */
export function orderAdminNotice(order: OrderMailData, publicUrl: string): MailContent {
  const number = order.orderNumber;
  return renderMail({
    subject: text('orderMails.adminNotice.subject', {
      number,
      customer: order.company || order.customerName,
    }),
    preheader: text('orderMails.adminNotice.preheader'),
    heading: text('orderMails.adminNotice.heading', { number }),
    blocks: [
      { type: 'paragraph', text: text('orderMails.adminNotice.intro') },
      detailsOf(order),
      linesTable(order),
      {
        type: 'button',
        label: text('orderMails.adminNotice.action'),
        url: pageUrl(publicUrl, `/admin/orders/${order.id}`),
      },
    ],
  });
}
