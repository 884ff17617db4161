// Mails about a new order: the buyer's confirmation and the shop's notice.
// Both carry the spec's order e-mail contents: lines with article, name,
// quantity, price and line total; totals; delivery; payment; contacts.
import { formatDate, formatRoubles, SHOP_TIME_ZONE, t, type Resources } from '@shop/i18n';
import type { MailBlock, MailContent } from './document';
import { phoneOrNotSpecified, greeting, orNotSpecified, pageUrl } from './format';
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

const dateOf = (iso: string) => formatDate(iso, SHOP_TIME_ZONE);

function linesTable(order: OrderMailData): MailBlock {
  const c = (key: 'partNumber' | 'name' | 'quantity' | 'price' | 'total') => t(`orders:mail.columns.${key}`);
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
        ? t('orders:mail.nameWithToOrder', { name: item.name, count: item.toOrderQuantity })
        : item.name,
      String(item.quantity),
      formatRoubles(item.unitPriceKopecks),
      formatRoubles(item.lineTotalKopecks),
    ]),
    footer: [
      [t('orders:mail.totalItems', { count: order.items.length, units }), '', '', '', ''],
      [t('orders:mail.total'), '', '', '', formatRoubles(order.totalKopecks)],
    ],
  };
}

function detailsOf(order: OrderMailData): MailBlock {
  const l = (key: keyof Resources['orders']['mail']['labels']) => t(`orders:mail.labels.${key}`);
  const pickup = order.deliveryMethod === 'pickup';
  return {
    type: 'details',
    rows: [
      { label: l('orderNumber'), value: order.orderNumber },
      { label: l('customer'), value: orNotSpecified(order.customerName) },
      { label: l('email'), value: order.customerEmail },
      { label: l('phone'), value: phoneOrNotSpecified(order.customerPhone) },
      { label: l('company'), value: orNotSpecified(order.company) },
      { label: l('delivery'), value: t(`orders:delivery.${order.deliveryMethod}`) },
      { label: l('payment'), value: t(`orders:payment.${order.paymentMethod}`) },
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

/** The confirmation's subject alone (the outbox stores it before the body is rendered). */
export const orderConfirmationSubject = (order: Pick<OrderMailData, 'orderNumber'>) =>
  t('orders:mail.confirmation.subject', { number: order.orderNumber });

/** The shop's notice's subject alone. */
export const orderAdminNoticeSubject = (
  order: Pick<OrderMailData, 'orderNumber' | 'company' | 'customerName'>,
) =>
  t('orders:mail.adminNotice.subject', {
    number: order.orderNumber,
    customer: order.company || order.customerName,
  });

/** To the buyer, right after the order is placed. */
export function orderConfirmation(order: OrderMailData, publicUrl: string): MailContent {
  const number = order.orderNumber;
  const hasToOrder = order.items.some((item) => item.toOrderQuantity > 0);
  return renderMail({
    subject: orderConfirmationSubject(order),
    preheader: t('orders:mail.confirmation.preheader'),
    heading: t('orders:mail.confirmation.heading'),
    blocks: [
      { type: 'paragraph', text: greeting(order.customerName) },
      {
        type: 'paragraph',
        text: t('orders:mail.confirmation.intro', { number, date: dateOf(order.createdAt) }),
      },
      linesTable(order),
      ...(hasToOrder ? [{ type: 'note', text: t('orders:mail.confirmation.toOrderNote') } as const] : []),
      detailsOf(order),
      { type: 'button', label: t('orders:mail.confirmation.action'), url: pageUrl(publicUrl, '/orders') },
    ],
  });
}

/** To ADMIN_NOTIFY_EMAIL: a new order waits to be handled. */
export function orderAdminNotice(order: OrderMailData, publicUrl: string): MailContent {
  const number = order.orderNumber;
  return renderMail({
    subject: orderAdminNoticeSubject(order),
    preheader: t('orders:mail.adminNotice.preheader'),
    heading: t('orders:mail.adminNotice.heading', { number }),
    blocks: [
      { type: 'paragraph', text: t('orders:mail.adminNotice.intro') },
      detailsOf(order),
      linesTable(order),
      {
        type: 'button',
        label: t('orders:mail.adminNotice.action'),
        url: pageUrl(publicUrl, `/admin/orders/${order.id}`),
      },
    ],
  });
}
