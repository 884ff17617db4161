// PDFs for accounting systems: an order's invoice and a commercial offer from
// a list of parts, from the same procedures as the web client.
import type { FastifyReply } from 'fastify';
import { orderPreviewInput } from '@shop/schemas';
import * as s from '../docSchemas';
import { route } from '../table';

function sendPdf(file: { fileName: string; contentBase64: string }, reply: FastifyReply): FastifyReply {
  return reply
    .status(200)
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(Buffer.from(file.contentBase64, 'base64'));
}

export const documentsRoutes = [
  route({
    method: 'GET',
    path: '/api/orders/:id/invoice.pdf',
    summary: 'Счёт на оплату заказа (PDF с QR-кодом для оплаты; только для оплаты по счёту)',
    tag: 'Заказы',
    access: 'ownOrder',
    params: s.idParam,
    produces: ['application/pdf'],
    procedure: (c) => c.orders.documents.invoicePdf,
    input: ({ params }) => ({ id: params.id }),
    send: (file, _request, reply) => sendPdf(file, reply),
  }),
  route({
    method: 'POST',
    path: '/api/commercial-offer.pdf',
    summary: 'Коммерческое предложение (PDF) по списку запчастей с ценами клиента',
    tag: 'Заказы',
    access: 'authed',
    body: orderPreviewInput,
    produces: ['application/pdf'],
    procedure: (c) => c.orders.documents.commercialOfferPdf,
    input: ({ body }) => body,
    send: (file, _request, reply) => sendPdf(file, reply),
  }),
];
