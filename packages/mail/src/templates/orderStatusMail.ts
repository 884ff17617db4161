// The buyer hears about the status changes a buyer waits for: ready for pickup
// (at the Krasnodar address), shipped, out for delivery, delivered, completed
// (thanks), cancelled (contact support). Each mail names the status with the
// one list of names (orders:statuses), as the buyer's history does.
import { t } from '@shop/i18n';
import type { MailContent } from './document';
import { greeting, pageUrl } from './format';
import { renderMail } from './render';

export const MAILED_ORDER_STATUSES = [
  'ready_for_pickup',
  'shipped',
  'out_for_delivery',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type MailedOrderStatus = (typeof MAILED_ORDER_STATUSES)[number];

export const isMailedOrderStatus = (status: string): status is MailedOrderStatus =>
  (MAILED_ORDER_STATUSES as readonly string[]).includes(status);

/** The statuses with their own text (the spec's); the others share `other`. */
const textKey = (status: MailedOrderStatus) =>
  status === 'ready_for_pickup' || status === 'completed' || status === 'cancelled' ? status : 'other';

export interface OrderStatusMailData {
  status: MailedOrderStatus;
  orderNumber: string;
  customerName: string;
  publicUrl: string;
}

export function orderStatusChanged(data: OrderStatusMailData): MailContent {
  const statusName = t(`orders:statuses.${data.status}`);
  const vars = {
    number: data.orderNumber,
    status: statusName,
    address: t('layout:company.address'),
    phone: t('layout:company.phone'),
    email: t('layout:company.email'),
  };
  const key = textKey(data.status);
  return renderMail({
    subject: t(`orders:mail.status.${key}.subject`, vars),
    preheader: t('orders:mail.status.preheader'),
    heading: t(`orders:mail.status.${key}.heading`, vars),
    blocks: [
      { type: 'paragraph', text: greeting(data.customerName) },
      { type: 'paragraph', text: t(`orders:mail.status.${key}.message`, vars) },
      { type: 'details', rows: [{ label: t('orders:mail.status.statusLabel'), value: statusName }] },
      { type: 'button', label: t('orders:mail.status.action'), url: pageUrl(data.publicUrl, '/orders') },
    ],
  });
}
