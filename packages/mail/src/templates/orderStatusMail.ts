// The buyer hears about the status changes the spec has texts for:
// ready for pickup (at the Krasnodar address), completed (thanks),
// cancelled (contact support).
import { text } from '@shop/i18n';
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
    address: text('company.address'),
    phone: text('company.phone'),
    email: text('company.email'),
  };
  return renderMail({
    subject: text(`orderMails.status.${data.status}.subject`, vars),
    preheader: text('orderMails.status.preheader'),
    heading: text(`orderMails.status.${data.status}.heading`),
    blocks: [
      { type: 'paragraph', text: greeting(data.customerName) },
      { type: 'paragraph', text: text(`orderMails.status.${data.status}.message`, vars) },
      { type: 'button', label: text('orderMails.status.action'), url: pageUrl(data.publicUrl, '/orders') },
    ],
  });
}
