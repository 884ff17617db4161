// Mail paths of spec section 7.
import { t } from '@shop/i18n';
import { adminMailSendInput, contactMessageInput } from '@shop/schemas';
import * as s from '../docSchemas';
import { route, type RestRequest } from '../table';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Old clients post two payloads to POST /api/send-email. With `partsList` it is
 * the order mail they used to send themselves after ordering: the server has
 * already queued both order mails in the order's own transaction, so this only
 * confirms an order of the caller's. Nothing from a payload is ever mailed and
 * `to`, `subject` and `html` are ignored: no open relay, no client HTML.
 */
const isOrderMail = ({ body }: RestRequest) => Array.isArray(body.partsList) && body.partsList.length > 0;

export const mailRoutes = [
  // Two procedures behind one path: an order found by its number, or a stored contact message.
  route<{ orderNumber: string } | { ok: true }>({
    method: 'POST',
    path: '/api/send-email',
    summary: 'Сообщение с формы обратной связи или письмо о заказе',
    tag: 'Почта',
    access: 'public',
    asksToSignIn: true,
    body: contactMessageInput,
    response: s.mailSent,
    procedure: (c, request) => (isOrderMail(request) ? c.orders.byNumber : c.contact.send),
    input: (request) => {
      const { body } = request;
      if (isOrderMail(request)) return { orderNumber: str(body.orderNumber)?.trim() ?? '' };
      return {
        name: str(body.contactName) ?? str(body.name) ?? '',
        email: str(body.email) ?? '',
        message: str(body.comments) || str(body.message) || str(body.text) || '',
        phone: str(body.phone),
        company: str(body.companyName),
        website: str(body.website),
        source: 'api',
      };
    },
    output: (out) =>
      'orderNumber' in out
        ? { success: true, orderNumber: out.orderNumber, message: t('orders:created') }
        : { success: true, message: t('info:contact.success.title') },
  }),
  route({
    method: 'POST',
    path: '/api/email/send',
    summary: 'Письмо от администратора',
    tag: 'Почта',
    access: 'admin',
    body: adminMailSendInput,
    procedure: (c) => c.admin.mail.send,
    input: ({ body }) => body,
  }),
];
