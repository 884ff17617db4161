// The buyer hears about the status changes the spec has texts for:
// ready for pickup (at the Krasnodar address), completed (thanks),
// cancelled (contact support).
import { t } from '@shop/i18n';
import type { MailContent } from './document';
import { greeting, pageUrl } from './format';
import { renderMail } from './render';

export type MailedOrderStatus = 'ready_for_pickup' | 'completed' | 'cancelled';

export interface OrderStatusMailData {
  status: MailedOrderStatus;
  orderNumber: string;
  customerName: string;
  publicUrl: string;
}

export function orderStatusChanged(data: OrderStatusMailData): MailContent {
  const vars = {
    number: data.orderNumber,
    address: t('layout:company.address'),
    phone: t('layout:company.phone'),
    email: t('layout:company.email'),
  };
  return renderMail({
    subject: t(`orders:mail.status.${data.status}.subject`, vars),
    preheader: t('orders:mail.status.preheader'),
    heading: t(`orders:mail.status.${data.status}.heading`),
    blocks: [
      { type: 'paragraph', text: greeting(data.customerName) },
      { type: 'paragraph', text: t(`orders:mail.status.${data.status}.message`, vars) },
      { type: 'button', label: t('orders:mail.status.action'), url: pageUrl(data.publicUrl, '/orders') },
    ],
  });
}
