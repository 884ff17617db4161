// POST /api/send-email with the order e-mail payload (partsList…). Old clients
// sent the order mails themselves after placing an order. Here the server has
// already put both mails (buyer and shop) into the outbox in the order's own
// transaction, rendered from the stored order — so this variant only checks
// that the order is the caller's and confirms. Nothing from the payload is
// ever mailed, and `to` is ignored: no open relay, no duplicate mails.
import { t } from '@shop/i18n';
import type { SendEmailVariant } from './contactRoutes';

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const orderEmailVariant: SendEmailVariant = {
  name: 'order',
  matches: (body) => Array.isArray(body.partsList) && body.partsList.length > 0,
  send: async (caller, body) => {
    const order = await caller.orders.byNumber({ orderNumber: str(body.orderNumber) });
    return { success: true, orderNumber: order.orderNumber, message: t('orders:created') };
  },
};
